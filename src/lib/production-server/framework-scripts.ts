import { scriptHash } from './security-headers'

/**
 * The inline scripts Next and React write into a page, and the one place that knows their shapes
 * (Next's own, not a public interface: framework-scripts.test.ts runs Next's writers of them, so an
 * upgrade that changes them fails there). Only those shapes are let run: a page served as it
 * streams gets a per-response nonce written into them on the way out (`InlineScriptNonce`), a page
 * served from the prepared copies is allowed by their hashes (`frameworkScriptHashes`). Any other
 * inline script (one slipped into content) is neither signed nor hashed, and the browser refuses
 * it. Data blocks (JSON-LD) and external scripts are left as they are.
 */

const OPEN = '<script'
const CLOSE = '</script>'

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

function isFrameworkScript(body: string): boolean {
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

/** Writes a nonce into the framework's scripts of a page as it streams out, whatever its chunk boundaries. */
export class InlineScriptNonce {
  /** An unfinished script element, or a tail that may begin one. */
  private pending = ''

  constructor(private readonly nonce: string) {}

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
        return output + input.slice(at, input.length - keep)
      }
      output += input.slice(at, start)
      const end = input.indexOf(CLOSE, start)
      if (end === -1) {
        this.pending = input.slice(start)
        return output
      }
      output += this.sign(input.slice(start, end + CLOSE.length))
      at = end + CLOSE.length
    }
  }

  /** Whatever is left when the document ends (an unclosed element goes out as it came). */
  end(): string {
    const rest = this.pending
    this.pending = ''
    return rest
  }

  private sign(element: string): string {
    if (frameworkScriptBody(element) === undefined) return element
    return `${OPEN} nonce="${this.nonce}"${element.slice(OPEN.length)}`
  }
}

/** How many characters at the end of `input` (from `from`) could be the start of '<script'. */
function partialOpening(input: string, from: number): number {
  for (let length = Math.min(OPEN.length - 1, input.length - from); length > 0; length--) {
    if (input.endsWith(OPEN.slice(0, length))) return length
  }
  return 0
}
