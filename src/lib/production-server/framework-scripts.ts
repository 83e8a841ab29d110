import { scriptHash } from './security-headers'

/**
 * The scripts Next and React write into a page, and the one place that knows their shapes (Next's
 * own, not a public interface: framework-scripts.test.ts runs Next's writers of them, so an upgrade
 * that changes them fails there). Every page goes out through `PageScripts`:
 *  - Only the framework's inline shapes are let run: a page served as it streams gets a
 *    per-response nonce written into them, a page served from the prepared copies is allowed by
 *    their hashes (`frameworkScriptHashes`). Any other inline script (one slipped into content) is
 *    neither signed nor hashed, and the browser refuses it. Data blocks (JSON-LD) are left as they are.
 *  - Next's chunk scripts in the head wait for the page's first paint (`CHUNKS_AFTER_FIRST_PAINT`,
 *    decision record 102).
 */

const OPEN = '<script'
const CLOSE = '</script>'
const HEAD_END = '</head>'

/**
 * The framework's inline scripts: a call that hands one JSON value to a queue (the flight payload
 * pushes, Turbopack's chunk list). The argument must parse as JSON: data, never code.
 */
const FRAMEWORK_CALLS: readonly [prefix: string, suffix: string][] = [
  ['(self.__next_f=self.__next_f||[]).push(', ')'],
  ['self.__next_f.push(', ')'],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ')'],
]

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript'])

/** A chunk script as React writes what Next preinits in the head: fetched at once, run as soon as it lands. */
const CHUNK_SCRIPT = /^<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>$/
/** A chunk waiting for the first paint: a data block, which the browser neither fetches nor runs. */
const WAITING_CHUNK = 'text/x-chunk-after-first-paint'

/**
 * Starts the waiting chunks once the first contentful paint is on screen (its paint entry is
 * observed in a task after the frame is shown), or at once in a page not shown. A browser without paint entries
 * starts them after `load`, and 3 s after `load` they start whatever came. Before this, the
 * chunks landed and ran before a large page's first paint, which waited for them.
 */
export const CHUNKS_AFTER_FIRST_PAINT = `(function(d,w){var started=0;function start(){if(started++)return;d.querySelectorAll('script[type="${WAITING_CHUNK}"]').forEach(function(waiting){var chunk=d.createElement("script");chunk.src=waiting.getAttribute("data-src");chunk.async=true;waiting.replaceWith(chunk)})}if(d.visibilityState!=="visible")return start();d.addEventListener("visibilitychange",start);var painted=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0;w.addEventListener("load",function(){setTimeout(start,painted?3000:0)});if(painted)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})})(document,window)`

function isFrameworkScript(body: string): boolean {
  if (body === CHUNKS_AFTER_FIRST_PAINT) return true
  const call = body.endsWith(';') ? body.slice(0, -1) : body
  return FRAMEWORK_CALLS.some(
    ([prefix, suffix]) => call.startsWith(prefix) && call.endsWith(suffix) && isJson(call.slice(prefix.length, -suffix.length)),
  )
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The body of a whole `<script…>…</script>` element when it is one of the framework's, to be let run. */
function frameworkScriptBody(element: string): string | undefined {
  const tagEnd = element.indexOf('>')
  const tag = element.slice(0, tagEnd)
  const body = element.slice(tagEnd + 1, element.length - CLOSE.length)
  const type = /\stype="([^"]*)"/.exec(tag)?.[1]?.toLowerCase() ?? ''
  const runnable = SCRIPT_TYPES.has(type) && !/\s(src|nonce)=/.test(tag)
  return runnable && isFrameworkScript(body) ? body : undefined
}

/** The CSP hashes (source form) of a whole page's framework scripts, each once, in page order. */
export function frameworkScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  let at = 0
  for (;;) {
    const start = html.indexOf(OPEN, at)
    const end = start === -1 ? -1 : html.indexOf(CLOSE, start)
    if (end === -1) return [...hashes]
    const body = frameworkScriptBody(html.slice(start, end + CLOSE.length))
    if (body !== undefined) hashes.add(scriptHash(body))
    at = end + CLOSE.length
  }
}

/**
 * A page's scripts rewritten on the way out, whatever its chunk boundaries: the head's chunk scripts
 * wait for the first paint, and with a nonce the framework's inline scripts are signed with it. Only
 * on a page that keeps what a visitor does before it runs (the site's, decision record 103): the
 * admin's chunks load as Next writes them (`chunksWait` false).
 */
export class PageScripts {
  /** An unfinished script element, or a tail that may begin one. */
  private pending = ''
  /** The end of the text since the last element, to find the head's end across chunk boundaries. */
  private recent = ''
  private inHead = true
  private startWritten = false

  constructor(
    private readonly nonce?: string,
    private readonly chunksWait = true,
  ) {}

  push(text: string): string {
    const input = this.pending + text
    this.pending = ''
    let output = ''
    let at = 0
    for (;;) {
      const start = input.indexOf(OPEN, at)
      if (start === -1) {
        const keep = partialOpening(input, at)
        this.pending = input.slice(input.length - keep)
        return output + this.passed(input.slice(at, input.length - keep))
      }
      output += this.passed(input.slice(at, start))
      const end = input.indexOf(CLOSE, start)
      if (end === -1) {
        this.pending = input.slice(start)
        return output
      }
      output += this.rewrite(input.slice(start, end + CLOSE.length))
      at = end + CLOSE.length
    }
  }

  /** Whatever is left when the document ends (an unclosed element goes out as it came). */
  end(): string {
    const rest = this.pending
    this.pending = ''
    return rest
  }

  /** Text between elements, going out as it came; a chunk script after the head is left to load at once. */
  private passed(text: string): string {
    if (this.inHead) {
      const seen = this.recent + text
      if (seen.includes(HEAD_END)) this.inHead = false
      this.recent = seen.slice(1 - HEAD_END.length)
    }
    return text
  }

  private rewrite(element: string): string {
    this.recent = ''
    const chunk = this.inHead && this.chunksWait ? CHUNK_SCRIPT.exec(element)?.[1] : undefined
    if (chunk === undefined) return this.sign(element)
    const waiting = `<script type="${WAITING_CHUNK}" data-src="${chunk}"></script>`
    if (this.startWritten) return waiting
    this.startWritten = true
    return this.sign(`${OPEN}>${CHUNKS_AFTER_FIRST_PAINT}${CLOSE}`) + waiting
  }

  private sign(element: string): string {
    if (this.nonce === undefined || frameworkScriptBody(element) === undefined) return element
    return `${OPEN} nonce="${this.nonce}"${element.slice(OPEN.length)}`
  }
}

/** A whole page as its prepared copies are answered: its scripts rewritten as `PageScripts` does, without a nonce. */
export function preparedPage(html: string): string {
  const scripts = new PageScripts()
  return scripts.push(html) + scripts.end()
}

/** How many characters at the end of `input` (from `from`) could be the start of '<script'. */
function partialOpening(input: string, from: number): number {
  for (let length = Math.min(OPEN.length - 1, input.length - from); length > 0; length--) {
    if (input.endsWith(OPEN.slice(0, length))) return length
  }
  return 0
}
