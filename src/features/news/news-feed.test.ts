import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { newsFeedSource } from './news-feed.server'
import { NewsFeedError } from './news-source'

/** A fake of the operator's news service (§7 shape): two pages linked by `pagination.older`. */
function post(id: number, picture: string | null, message: string) {
  return {
    id,
    attachments: {
      facebook_post: {
        picture,
        message,
        from_name: 'netplus.ch',
        link: `https://www.facebook.com/netplus.ch/posts/${id}`,
        created_time: `2026-10-${String(30 - id).padStart(2, '0')}T08:00:00+0000`,
        profile_picture_url: 'https://cdn.example/netplus.png',
      },
    },
  }
}

const PAGES: Record<string, object> = {
  first: {
    articles: [
      post(1, 'https://cdn.example/1.jpg', 'Fibre 10 Gbit/s'),
      post(2, null, 'Sans image'),
      post(3, 'https://cdn.example/3.jpg', 'Box TV 4K'),
    ],
    pagination: { older: '/feed?cursor=older' },
    meta: { total_count: 5, count: 3 },
  },
  older: {
    articles: [
      post(4, 'https://cdn.example/4.jpg', 'Roaming'),
      { attachments: { facebook_post: { picture: 'https://cdn.example/x.jpg' } } },
    ],
    pagination: {},
    meta: { total_count: 5, count: 2 },
  },
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void
let server: Server
let base: string
let requests: string[] = []
let handler: Handler

function json(body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
}

const feedFake: Handler = (request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake')
  json(PAGES[url.searchParams.get('cursor') ?? 'first'])(request, response)
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  requests = []
  handler = feedFake
})

function source(options: { timeoutMs?: number; cacheMs?: number; now?: () => number } = {}) {
  return newsFeedSource({
    url: `${base}/feed`,
    timeoutMs: options.timeoutMs ?? 2000,
    cacheMs: options.cacheMs ?? 0,
    ...(options.now && { now: options.now }),
  })
}

describe('news service adapter (§7)', () => {
  it('asks for the site and locale, keeps only posts with a picture (§5) and counts as the service does', async () => {
    const page = await source().page({ site: 2, locale: 'de', page: 1 })
    expect(requests).toEqual(['/feed?site=2&locale=de'])
    expect(page.items.map((item) => [item.id, item.text])).toEqual([
      ['1', 'Fibre 10 Gbit/s'],
      ['3', 'Box TV 4K'],
    ])
    expect(page.items[0]).toEqual({
      id: '1',
      media: 'https://cdn.example/1.jpg',
      thumbnail: 'https://cdn.example/1.jpg',
      text: 'Fibre 10 Gbit/s',
      title: 'netplus.ch',
      link: 'https://www.facebook.com/netplus.ch/posts/1',
      dateFrom: '2026-10-29T08:00:00+0000',
      logo: 'https://cdn.example/netplus.png',
    })
    expect(page).toMatchObject({ totalCount: 5, count: 3, next: '/feed?cursor=older' })
  })

  it('reaches page 2 through pagination.older; the last page has no next link', async () => {
    const page = await source().page({ site: 1, locale: 'fr', page: 2 })
    expect(requests).toEqual(['/feed?site=1&locale=fr', '/feed?cursor=older'])
    // The post without id is counted but cannot have a page of its own.
    expect(page.items.map((item) => item.id)).toEqual(['4'])
    expect(page).toMatchObject({ count: 2, next: null })
    expect(await source().page({ site: 1, locale: 'fr', page: 3 })).toEqual({ items: [], next: null, totalCount: 0, count: 0 })
  })

  it('finds one item by id across pages; an unknown id or a post without picture is not found', async () => {
    const feed = source()
    expect((await feed.item({ site: 1, locale: 'fr', id: '4' }))?.text).toBe('Roaming')
    expect(await feed.item({ site: 1, locale: 'fr', id: '2' })).toBeNull()
    expect(await feed.item({ site: 1, locale: 'fr', id: '99' })).toBeNull()
    expect(await feed.titles({ site: 1, locale: 'fr', id: '3' }, ['fr', 'de'])).toEqual({ fr: 'netplus.ch', de: 'netplus.ch' })
  })

  it('reuses an answer while the cache is fresh, asks again once it is stale', async () => {
    let now = 1_000
    const feed = source({ cacheMs: 60_000, now: () => now })
    await feed.page({ site: 1, locale: 'fr', page: 1 })
    await feed.item({ site: 1, locale: 'fr', id: '1' })
    expect(requests).toHaveLength(1)
    now += 60_001
    await feed.page({ site: 1, locale: 'fr', page: 1 })
    expect(requests).toHaveLength(2)
  })

  it('gives up after the time-out', async () => {
    handler = (request, response) => setTimeout(() => feedFake(request, response), 500)
    const started = Date.now()
    await expect(source({ timeoutMs: 100 }).page({ site: 1, locale: 'fr', page: 1 })).rejects.toBeInstanceOf(NewsFeedError)
    expect(Date.now() - started).toBeLessThan(450)
  })

  it.each<[string, Handler]>([
    ['an HTTP error', (_request, response) => response.writeHead(502).end('bad gateway')],
    ['a body that is not JSON', (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('<html>')],
    ['JSON without articles', json({ data: [] })],
    ['articles that are not a list', json({ articles: { id: 1 } })],
    ['a picture that is not text', json({ articles: [{ id: 1, attachments: { facebook_post: { picture: 42 } } }] })],
    ['a total that is not a number', json({ articles: [], meta: { total_count: 'many' } })],
  ])('fails with %s, which is never cached', async (_name, failing) => {
    handler = failing
    const feed = source({ cacheMs: 60_000 })
    await expect(feed.page({ site: 1, locale: 'fr', page: 1 })).rejects.toBeInstanceOf(NewsFeedError)
    handler = feedFake
    expect((await feed.page({ site: 1, locale: 'fr', page: 1 })).items).toHaveLength(2)
  })

  it('fails when the service is unreachable', async () => {
    const closed = newsFeedSource({ url: 'http://127.0.0.1:9/feed', timeoutMs: 1000, cacheMs: 0 })
    await expect(closed.page({ site: 1, locale: 'fr', page: 1 })).rejects.toBeInstanceOf(NewsFeedError)
  })

  it('does not follow an older-page link to another host', async () => {
    handler = json({ ...PAGES.first, pagination: { older: 'http://elsewhere.example/feed' } })
    await expect(source().page({ site: 1, locale: 'fr', page: 2 })).rejects.toBeInstanceOf(NewsFeedError)
  })
})
