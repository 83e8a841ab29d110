/**
 * What a log line may say about an error: its class, code, HTTP status and the
 * first line of its message, cut before any query parameters, plus the stack's frames. A failed
 * database write's message carries the statement's values (a password hash, a customer's name and
 * address): they never reach the log.
 */

const MAX_MESSAGE = 300

type ErrorLike = {
  name?: unknown
  message?: unknown
  code?: unknown
  status?: unknown
  stack?: unknown
  cause?: unknown
  constructor?: { name?: string }
}

const VALUES = /\bparams:|\bparameters:|\bvalues?\s*[:=]\s*\[/i

/** A quoted literal of a statement's text (`where "email" = 'a@b.ch'`); identifiers are double-quoted. */
const LITERAL = /'(?:[^']|'')*'/g

/**
 * A message as written by a library (Payload's "Error running migration … params: …"), cut before
 * the values; the literals of the statement it quotes are masked.
 */
export function withoutValues(message: string): string {
  const cut = message.search(VALUES)
  const kept = cut >= 0 ? message.slice(0, cut).trimEnd() : message
  return /\b(?:failed query|select|insert|update|delete)\b/i.test(kept) ? kept.replace(LITERAL, "'?'") : kept
}

function firstLineWithoutValues(message: string): string {
  const kept = withoutValues(message.split('\n')[0] ?? '').trim()
  return kept.length > MAX_MESSAGE ? `${kept.slice(0, MAX_MESSAGE)}…` : kept
}

/** The values part of a JSON-encoded text ("…\\nparams: 1,admin,pbkdf2…"), up to the end of its string. */
const VALUES_IN_JSON = /(?:\\n\s*|\s*\b)(?:params:|parameters:|values?\s*[:=]\s*\[)(?:[^"\\]|\\.)*/gi

/**
 * A serialized log line without any statement's values: the last step before a line is written,
 * whichever logger, child or message shape produced it.
 */
export function lineWithoutValues(line: string): string {
  return line.replace(VALUES_IN_JSON, '')
}

function frames(stack: unknown): string[] {
  return typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .slice(0, 12)
        .map((line) => line.trim())
    : []
}

export type SafeError = { type: string; message: string; code?: string | number; status?: number; frames: string[]; cause?: SafeError }

export function safeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: firstLineWithoutValues(String(error)), frames: [] }
  const err = error as ErrorLike
  const type = typeof err.name === 'string' && err.name !== 'Error' ? err.name : (err.constructor?.name ?? 'Error')
  return {
    type,
    message: typeof err.message === 'string' ? firstLineWithoutValues(err.message) : '',
    ...((typeof err.code === 'string' || typeof err.code === 'number') && { code: err.code }),
    ...(typeof err.status === 'number' && { status: err.status }),
    frames: frames(err.stack),
    ...(err.cause !== undefined && depth < 2 && { cause: safeError(err.cause, depth + 1) }),
  }
}

/** A refusal the client caused (an anonymous 403, a 404): a one-line warning, not an error with a stack. */
export function clientRefusal(first: unknown): { status: number; message: string } | null {
  if (!first || typeof first !== 'object' || !('err' in first)) return null
  const err = (first as { err: unknown }).err as ErrorLike | null
  const status = err && typeof err === 'object' ? err.status : undefined
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: typeof err?.message === 'string' ? firstLineWithoutValues(err.message) : 'refused' }
}

/** Fields never written to a log, wherever a logged object carries them. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'hash',
  '*.hash',
  'salt',
  '*.salt',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
]
