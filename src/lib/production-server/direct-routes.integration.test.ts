import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenWith } from '../../../tests/support/listener-server'
import { registerDirectRoute } from './direct-routes'
import { routeOf } from './request-metrics'

/** The paths the app behind the listener (Next, in production) was asked. */
const askedApp: string[] = []

async function app(request: IncomingMessage, response: ServerResponse) {
  askedApp.push(`${request.method} ${request.url}`)
  response.writeHead(200, { 'content-type': 'text/plain' })
  response.end('from the app')
}

let origin: string
let close: () => Promise<void>

beforeAll(async () => {
  registerDirectRoute('/direct-echo', async (params) => ({
    status: params.has('bad') ? 400 : 200,
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' },
    body: `<echo>${params.get('q') ?? ''}</echo>`,
  }))
  registerDirectRoute('/direct-broken', () => Promise.reject(new Error('index unreadable')))
  ;({ origin, close } = await listenWith(app))
})

afterAll(() => close())

describe('GET calls the listener answers itself', () => {
  it('answer with the route’s status, headers and body from the query, with the security headers, without the app', async () => {
    askedApp.length = 0
    const ok = await fetch(`${origin}/direct-echo?q=rue%20de%20l%C3%A9glise`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(ok.headers.get('cache-control')).toBe('public, max-age=60')
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await ok.text()).toBe('<echo>rue de léglise</echo>')
    expect((await fetch(`${origin}/direct-echo?bad=1`)).status).toBe(400)
    const head = await fetch(`${origin}/direct-echo?q=x`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(askedApp).toEqual([])
  })

  it('other methods and other paths go to the app', async () => {
    askedApp.length = 0
    expect(await (await fetch(`${origin}/direct-echo`, { method: 'POST', body: 'x' })).text()).toBe('from the app')
    expect(await (await fetch(`${origin}/direct-echo/more?q=x`)).text()).toBe('from the app')
    expect(askedApp).toEqual(['POST /direct-echo', 'GET /direct-echo/more?q=x'])
  })

  it('a route that fails is a 500 that says nothing of the failure', async () => {
    const broken = await fetch(`${origin}/direct-broken`)
    expect(broken.status).toBe(500)
    expect(await broken.text()).not.toContain('index unreadable')
  })

  it('are labelled by their path in the request metrics', () => {
    expect(routeOf({} as IncomingMessage, '/direct-echo')).toBe('/direct-echo')
    expect(routeOf({} as IncomingMessage, '/direct-echo/more')).toBe('other')
  })
})
