import { requestJson } from '@/lib/http-client'

import { SUBMISSION_PARTS, type FormResult } from './form-definition'

/** A slow line sending files must not leave the visitor waiting forever: the request gives up after a minute. */
const SEND_TIMEOUT_MS = 60_000

/** Sends a form as multipart (answers as JSON, the files as they are) and reads the answer. */
export async function sendForm(
  endpoint: string,
  locale: string,
  submission: { answers: unknown; files: readonly File[]; challenge: string | null; honeypot: string },
  query: Readonly<Record<string, string>> = {},
): Promise<FormResult> {
  const form = new FormData()
  form.set(SUBMISSION_PARTS.answers, JSON.stringify(submission.answers))
  for (const file of submission.files) form.append(SUBMISSION_PARTS.files, file, file.name)
  form.set(SUBMISSION_PARTS.challenge, submission.challenge ?? '')
  form.set(SUBMISSION_PARTS.honeypot, submission.honeypot)
  const { ok, status, body } = await requestJson<Record<string, unknown>>(endpoint, {
    query: { ...query, locale },
    form,
    timeoutMs: SEND_TIMEOUT_MS,
  })
  if (ok && body?.ok === true) return { ok: true, reference: typeof body.reference === 'string' ? body.reference : null }
  return {
    ok: false,
    status,
    detail: typeof body?.detail === 'string' ? body.detail : '',
    errors: (body?.errors as Record<string, string> | undefined) ?? {},
  }
}
