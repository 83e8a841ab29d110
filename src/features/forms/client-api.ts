import { SUBMISSION_PARTS, type FormResult } from './form-definition'

/** A slow line must not leave the visitor waiting forever: the request gives up after a minute. */
const SEND_TIMEOUT_MS = 60_000

/** Sends a form as multipart (answers as JSON, the files as they are) and reads the answer. */
export async function sendForm(
  endpoint: string,
  locale: string,
  submission: { answers: unknown; files: readonly File[]; challenge: string | null; honeypot: string },
  query: Readonly<Record<string, string>> = {},
): Promise<FormResult> {
  const body = new FormData()
  body.set(SUBMISSION_PARTS.answers, JSON.stringify(submission.answers))
  for (const file of submission.files) body.append(SUBMISSION_PARTS.files, file, file.name)
  body.set(SUBMISSION_PARTS.challenge, submission.challenge ?? '')
  body.set(SUBMISSION_PARTS.honeypot, submission.honeypot)
  try {
    const search = new URLSearchParams({ ...query, locale })
    const response = await fetch(`${endpoint}?${search.toString()}`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (response.ok && answer?.ok === true) return { ok: true, reference: typeof answer.reference === 'string' ? answer.reference : null }
    return {
      ok: false,
      status: response.status,
      detail: typeof answer?.detail === 'string' ? answer.detail : '',
      errors: (answer?.errors as Record<string, string> | undefined) ?? {},
    }
  } catch {
    return { ok: false, status: 0, detail: '', errors: {} }
  }
}

/** A JSON answer of one of the site's own routes; status 0 when none came (network, time-out). */
export type JsonAnswer = { ok: boolean; status: number; body: Record<string, unknown> | null }

/** POSTs JSON to one of the site's own routes and reads its JSON answer, giving up after `timeoutMs`. */
export async function postJson(url: string, data: unknown, timeoutMs = SEND_TIMEOUT_MS): Promise<JsonAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(timeoutMs),
    })
    return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
  } catch {
    return { ok: false, status: 0, body: null }
  }
}
