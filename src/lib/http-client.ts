/**
 * §7 HTTP client: the browser's calls to the site's own routes. Same origin only, with its
 * credentials; JSON in and out; a time-out on every call beside the caller's own signal; one answer
 * shape; and the §9 loading bar for a call that lasts longer than 200 ms.
 */

/** The answer of a call: status 0 when none came (network, time-out, aborted). */
export interface HttpAnswer<B = unknown> {
  ok: boolean
  status: number
  /** The parsed JSON (or the text, see `read`); null when there was none or it did not parse. */
  body: B | null
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Readonly<Record<string, string>>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as multipart, as it is. */
  form?: FormData
  signal?: AbortSignal
  /** The call gives up after this long; a slow line must not leave the visitor waiting. */
  timeoutMs?: number
  cache?: RequestCache
}

/** Reads give up after 30 s; a form that sends files says longer. */
const DEFAULT_TIMEOUT_MS = 30_000

/** §9 loading bar: a call shows it only once it has lasted longer than its 200 ms throttle. */
export const REQUEST_BAR_AFTER_MS = 200

interface ProgressBar {
  start: () => void
  stop: () => void
}

let bar: ProgressBar | null = null
/** Calls now past the throttle: the bar shows while there is one. */
let shown = 0

/**
 * The page's loading bar lends its start and stop to the calls (it comes after hydration); the
 * returned function takes them back.
 */
export function lendProgressBar(progress: ProgressBar): () => void {
  bar = progress
  if (shown > 0) progress.start()
  return () => {
    if (bar === progress) bar = null
  }
}

/** Starts the bar for a call once it has lasted past the throttle; the returned function ends it. */
function trackProgress(): () => void {
  let past = false
  const timer = setTimeout(() => {
    past = true
    if (shown++ === 0) bar?.start()
  }, REQUEST_BAR_AFTER_MS)
  return () => {
    clearTimeout(timer)
    if (past && --shown === 0) bar?.stop()
  }
}

/** The site's own origin; a call anywhere else is a mistake in the code. */
function sameOrigin(path: string, query: Readonly<Record<string, string>> | undefined): URL {
  const base = globalThis.location?.origin
  if (!base) throw new Error('the HTTP client runs in the browser')
  const url = new URL(path, base)
  if (url.origin !== base) throw new Error(`not a call to the site's own routes: ${path}`)
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
  return url
}

async function send<B>(
  path: string,
  options: HttpOptions,
  accept: string,
  read: (response: Response) => Promise<B | null>,
): Promise<HttpAnswer<B>> {
  const url = sameOrigin(path, options.query)
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const headers: Record<string, string> = { accept }
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const done = trackProgress()
  try {
    const response = await fetch(url, {
      method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
      headers,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
      credentials: 'same-origin',
      cache: options.cache,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    })
    return { ok: response.ok, status: response.status, body: await read(response).catch(() => null) }
  } catch {
    return { ok: false, status: 0, body: null }
  } finally {
    done()
  }
}

/** A call answered in JSON (body null when the answer is not JSON). */
export function requestJson<B = unknown>(path: string, options: HttpOptions = {}): Promise<HttpAnswer<B>> {
  return send(path, options, 'application/json', (response) => response.json() as Promise<B>)
}

/** The JSON body of a call that must answer (an island's data): a failed call or an empty body throws, and its caller asks again later. */
export async function fetchJson<B>(path: string, options: HttpOptions = {}): Promise<B> {
  const answer = await requestJson<B>(path, options)
  if (!answer.ok || !answer.body) throw new Error(`${path}: ${answer.status}`)
  return answer.body
}

/** A call answered in text (the XML of the cable lookup). */
export function requestText(path: string, options: HttpOptions & { accept: string }): Promise<HttpAnswer<string>> {
  return send(path, options, options.accept, (response) => response.text())
}
