/**
 * Writes a nonce into the inline scripts Next and React put into a page, on the way out, so that
 * a page served from Next's cache still runs under a per-response nonce. Only the framework's own
 * script shapes are signed: any other inline script (one slipped into content) stays unsigned and
 * the browser refuses it. Data blocks (JSON-LD) and external scripts are left as they are.
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
    const tagEnd = element.indexOf('>')
    const tag = element.slice(0, tagEnd)
    const body = element.slice(tagEnd + 1, element.length - CLOSE.length)
    const type = /\stype="([^"]*)"/.exec(tag)?.[1]?.toLowerCase() ?? ''
    const runnable = SCRIPT_TYPES.has(type) && !/\s(src|nonce)=/.test(tag)
    if (!runnable || !isFrameworkScript(body)) return element
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
