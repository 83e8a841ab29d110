import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Every public call goes through the one edge (src/lib/api/edge.ts): each HTTP method a route file
 * exports is an `edge.route(…)`, and each server action delegates to an `edge.action(…)`. The routes
 * named here are the exceptions docs/floors.md gives.
 */
const NOT_CALLS: Record<string, string> = {
  'src/app/(payload)/cms-api/[...slug]/route.ts': "Payload's own REST API (its own answers; limits from the edge's table)",
  'src/app/icons.svg/route.ts': 'a static file built once',
  'src/app/offline/[file]/route.ts': 'static files built once',
  'src/app/serwist/[path]/route.ts': 'the service worker, built once',
}

/** Server actions that are not public calls: the exceptions docs/floors.md gives. */
const NOT_ACTIONS: Record<string, string> = {
  'src/app/(payload)/server-function.ts':
    "the CMS admin's own server function (staff only; guarded by role in src/cms/access/server-functions.ts)",
}

const ROOT = path.resolve(__dirname, '../..')
const METHODS = /export\s+(?:async\s+)?(?:function\s+|const\s+)(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b(\s*=\s*edge\.route\()?/g

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

const sources = files('src').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))

/** The methods of a route file that do not go through the edge. */
function routesOffTheEdge(source: string): string[] {
  return [...source.matchAll(METHODS)].filter((match) => !match[2]).map((match) => match[1] ?? '')
}

/** The exported functions of a 'use server' file that do not hand their input to an edge.action. */
function actionsOffTheEdge(source: string): string[] {
  const actions = new Set([...source.matchAll(/const\s+(\w+)\s*=\s*edge\.action[<(]/g)].map((match) => match[1]))
  return [
    ...source.matchAll(/export\s+async\s+function\s+(\w+)\([^)]*\)[^{]*\{\s*return\s+(\w+)\(\w+\)\s*\}|export\s+async\s+function\s+(\w+)/g),
  ]
    .filter((match) => match[3] !== undefined || !actions.has(match[2]))
    .map((match) => match[1] ?? match[3] ?? '')
}

describe('the one edge', () => {
  it('every route file answers through edge.route, but for the exceptions docs/floors.md names', () => {
    const routes = sources.filter((file) => path.basename(file) === 'route.ts')
    expect(routes.length).toBeGreaterThan(30)
    const off = routes
      .filter((file) => !(file in NOT_CALLS))
      .flatMap((file) => routesOffTheEdge(readFileSync(path.join(ROOT, file), 'utf8')).map((method) => `${file} ${method}`))
    expect(off).toEqual([])
  })

  it('every server action hands its input to an edge.action', () => {
    const actions = sources.filter((file) => /^\s*['"]use server['"]/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(actions.length).toBeGreaterThanOrEqual(3)
    const off = actions
      .filter((file) => !(file in NOT_ACTIONS))
      .flatMap((file) => actionsOffTheEdge(readFileSync(path.join(ROOT, file), 'utf8')).map((name) => `${file} ${name}`))
    expect(off).toEqual([])
  })

  it('fails on a route or an action that does not', () => {
    expect(routesOffTheEdge('export async function GET(request: Request) {}')).toEqual(['GET'])
    expect(routesOffTheEdge("export const POST = edge.route({ call: 'x' })\nexport const GET = respond")).toEqual(['GET'])
    expect(actionsOffTheEdge('const go = edge.action({})\nexport async function submit(input: unknown) {\n  return go(input)\n}')).toEqual(
      [],
    )
    expect(actionsOffTheEdge('export async function submit(input: unknown) {\n  return placeOrder(1, input)\n}')).toEqual(['submit'])
  })

  it('no problem body and no rate limiter is built outside src/lib and the edge’s configuration', () => {
    const offenders = sources
      .filter((file) => !file.startsWith(`src${path.sep}lib${path.sep}`))
      .filter((file) => /\bproblem\(|\bcreateRateLimiter\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(offenders).toEqual([])
  })
})
