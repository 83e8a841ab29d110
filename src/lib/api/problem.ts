/**
 * One error body for every public API call (RFC 9457 problem details): `type`, `title`, `status`,
 * `detail` a client developer can act on, and `field` when one query parameter is at fault.
 * Errors are never cached. /swisscable answers XML and keeps its own error document (§7).
 */

export type ProblemStatus = 400 | 401 | 404 | 409 | 413 | 429 | 500 | 502 | 503

const TITLES: Record<ProblemStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

type Problem = {
  type: 'about:blank'
  title: string
  status: ProblemStatus
  detail: string
  field?: string
  /** A form's problems, field path → message key (RFC 9457 extension member). */
  errors?: Record<string, string>
}

function problemBody(status: ProblemStatus, detail: string, field?: string, errors?: Record<string, string>): Problem {
  return { type: 'about:blank', title: TITLES[status], status, detail, ...(field ? { field } : {}), ...(errors ? { errors } : {}) }
}

export function problem(status: ProblemStatus, detail: string, field?: string, errors?: Record<string, string>): Response {
  return new Response(JSON.stringify(problemBody(status, detail, field, errors)), {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store' },
  })
}

type ProblemExtras = {
  field?: string
  errors?: Record<string, string>
  /** A refusal by a rate limit: sent as Retry-After, in whole seconds. */
  retryAfterMs?: number
}

/**
 * A call refused with a problem+json answer: thrown by parsers, loaders and the features behind the
 * edge (`src/lib/api/edge.ts`), answered by `answer`. Its message is the problem's `detail`.
 */
export class ApiError extends Error {
  readonly field?: string
  readonly errors?: Record<string, string>
  readonly retryAfterMs?: number

  constructor(
    readonly status: ProblemStatus,
    message: string,
    extras: ProblemExtras = {},
  ) {
    super(message)
    this.field = extras.field
    this.errors = extras.errors
    this.retryAfterMs = extras.retryAfterMs
  }
}

/** The answer an ApiError stands for. */
export function problemOf(error: ApiError): Response {
  const response = problem(error.status, error.message, error.field, error.errors)
  if (error.retryAfterMs !== undefined) response.headers.set('retry-after', String(Math.ceil(error.retryAfterMs / 1000)))
  return response
}

/** A 400 answer with a message a client developer can act on. */
export class BadRequestError extends ApiError {
  constructor(message: string, field?: string) {
    super(400, message, { field })
  }
}

/** A 404 answer: the id, tree or file does not exist for this site and locale. */
export class NotFoundError extends ApiError {
  constructor(message: string) {
    super(404, message)
  }
}
