import 'server-only'

import { unlink } from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, ValidationError } from 'payload'

import { cms } from '@/cms/client'
import { contactDistributorFor } from '@/features/distributors'
import { loadDistributors } from '@/features/distributors/server'
import { deliverAfterResponse, enqueueMails } from '@/features/mail/server'
import { queryLocale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { cappedBody } from '@/lib/api/capped-body'
import { problem } from '@/lib/api/problem'
import { BODY_LIMITS } from '@/lib/body-limits'
import { attachmentsDir } from '@/lib/env'
import { logger } from '@/lib/logger'
import { countFormSubmission } from '@/lib/metrics'
import { clientAddress } from '@/lib/client-address'
import { createRateLimiter } from '@/lib/rate-limit'
import { siteOfHost } from '@/sites/site-of-host'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { inspectAttachment, safeFileName } from './attachment-check.server'
import { verifyFormChallenge } from './challenge.server'
import { SUBMISSION_PARTS, issuesByField, type FormDefinition, type FormRules, type StandaloneForm } from './form-definition'
import { formMails, type AnswerLine } from './form-mails'
import { attachmentProblems, fileSizeMessage } from './rules'
import { formMessage } from './form-message'

/** Where a request goes: the distributor of its postal code, else the site's own address. */
export type FormRoute = { recipient: string; distributor: number | null }

/** The server half of a form: its routing, who sent it and what the mails show. */
export interface FormHandler<T> extends FormDefinition<T> {
  route(site: SiteId, answers: T): Promise<FormRoute>
  sender(answers: T): { firstName: string; lastName: string; email: string; phone: string | null; npa: string | null; city: string | null }
  lines(answers: T): readonly AnswerLine[]
}

/** A household writing and correcting a few requests stays under it; a script filling the inbox does not. */
const submissions = createRateLimiter({ keyPrefix: 'form-submissions', points: 5, durationSeconds: 10 * 60 })

/** The site's address for the requests no distributor takes (and the orders sent by post). */
export async function siteContactEmail(site: SiteId): Promise<string> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'site-settings', where: { site: { equals: String(site) } }, depth: 0, limit: 1 })
  return docs[0]?.contactEmail ?? 'service@netplus.ch'
}

/** §9: the operator whose contact list holds the postal code takes the request, else the site. */
export async function routeByPostalCode(site: SiteId, npa: string): Promise<FormRoute> {
  const distributor = contactDistributorFor(npa, await loadDistributors())
  if (distributor?.id !== undefined) return { recipient: distributor.email, distributor: distributor.id }
  return { recipient: await siteContactEmail(site), distributor: null }
}

type Checked = { bytes: Uint8Array; name: string; mime: string }

const REFUSAL_KEYS = { file_type: 'forms.validation.fileType', file_unreadable: 'forms.validation.fileUnreadable' } as const

async function checkFiles(
  files: File[],
  maxFiles: number,
): Promise<{ ok: true; files: Checked[] } | { ok: false; errors: Record<string, string> }> {
  // The rule the browser applies (count, name, size), then what only the server can see: the content.
  const refused = attachmentProblems(files, maxFiles)
  if (Object.keys(refused).length > 0) return { ok: false, errors: refused }
  const checked: Checked[] = []
  const errors: Record<string, string> = {}
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const inspected = await inspectAttachment(bytes, file.name)
    if (inspected.ok) checked.push({ bytes, name: safeFileName(file.name), mime: inspected.mime })
    // Each bad file has its message, on that file.
    else
      errors[`${SUBMISSION_PARTS.files}.${index}`] =
        inspected.reason === 'file_size' ? fileSizeMessage(file.name) : formMessage(REFUSAL_KEYS[inspected.reason], { name: file.name })
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, files: checked }
}

/** A submission past the checks every form shares, with what the form's own handling needs. */
export interface ReceivedSubmission {
  form: FormData
  /** The form's answers part, parsed (null when it is not JSON). */
  answers: unknown
  locale: Locale
  site: SiteId
  client: string
  t: ReturnType<typeof translator>
}

/**
 * The checks every submission passes first: rate limit per client, body size, honeypot, security
 * code. Gives the Response that ends the submission (a refusal, or a bot's fake success), else what
 * was received.
 */
export async function receiveSubmission(kind: string, request: Request, maxBytes: number): Promise<Response | ReceivedSubmission> {
  const url = new URL(request.url)
  const locale = queryLocale(url.searchParams)
  const t = translator(locale)
  const client = clientAddress(request.headers)

  const attempt = await submissions.consume(client)
  if (!attempt.allowed) {
    logger.warn({ client, kind }, 'form submissions over the limit')
    const response = problem(429, t('forms.result.tooMany'))
    response.headers.set('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)))
    return response
  }
  const body = await cappedBody(request, maxBytes)
  if (!body) return problem(413, t('forms.result.tooLarge'))

  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
  } catch {
    return problem(400, t(kind === 'contact' ? 'forms.result.contactError' : 'forms.result.error'))
  }
  const honeypot = form.get(SUBMISSION_PARTS.honeypot)
  if (typeof honeypot === 'string' && honeypot !== '') {
    // Looks accepted to the bot; nothing is stored or sent.
    logger.warn({ client, kind }, 'form honeypot filled')
    return Response.json({ ok: true, reference: null })
  }
  const challenge = form.get(SUBMISSION_PARTS.challenge)
  if (!(await verifyFormChallenge(typeof challenge === 'string' ? challenge : null))) {
    return problem(400, t('forms.validation.challenge'), undefined, { altcha: 'forms.validation.challenge' })
  }
  return {
    form,
    answers: parseAnswers(form.get(SUBMISSION_PARTS.answers)),
    locale,
    site: siteOfHost(request.headers.get('host')),
    client,
    t,
  }
}

function parseAnswers(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null
  try {
    return JSON.parse(value) as unknown
  } catch {
    return null
  }
}

type Accepted<T> = { answers: T; files: Checked[]; locale: Locale; site: SiteId; client: string }

/**
 * What every form of the site goes through: the checks of receiveSubmission, then the form's
 * schema and the files by their content. Either the accepted submission, or the answer to give.
 */
async function acceptSubmission<T>(
  rules: FormRules<T>,
  name: string,
  failedKey: string,
  request: Request,
): Promise<{ accepted: Accepted<T> } | { response: Response }> {
  const received = await receiveSubmission(name, request, BODY_LIMITS.upload)
  if (received instanceof Response) return { response: received }
  const { form, locale, site, client, t } = received
  const failed = t(failedKey)
  const parsed = rules.schema(new Date()).safeParse(received.answers)
  if (!parsed.success) return { response: problem(400, failed, undefined, issuesByField(parsed.error)) }
  const files = form.getAll(SUBMISSION_PARTS.files).filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
  const checked = await checkFiles(files, rules.maxFiles)
  if (!checked.ok) return { response: problem(400, failed, undefined, checked.errors) }
  return { accepted: { answers: parsed.data, files: checked.files, locale, site, client } }
}

/**
 * Every request of the inbox (contact, moving, cancellation): accepted as every form is, then the
 * request, its files and both mails stored in one transaction before anything is sent. Answers
 * problem+json with `errors` (field → message key) on bad input.
 */
export async function handleFormSubmission<T>(handler: FormHandler<T>, request: Request): Promise<Response> {
  const started = performance.now()
  const failedKey = handler.kind === 'contact' ? 'forms.result.contactError' : 'forms.result.error'
  const outcome = await acceptSubmission(handler, handler.kind, failedKey, request)
  if ('response' in outcome) return outcome.response
  const { answers, files, locale, site } = outcome.accepted
  const stored = await store(handler, site, locale, answers, files)
  if (!stored) return problem(500, translator(locale)(failedKey))
  if ('refused' in stored) {
    return problem(400, translator(locale)(failedKey), undefined, {
      files: formMessage(REFUSAL_KEYS.file_unreadable, { name: stored.refused }),
    })
  }
  const { reference } = stored
  countFormSubmission(handler.kind, site)
  deliverAfterResponse()
  // The server's own time for the whole submission (scripts/bench/form-submission.ts reads it).
  return Response.json({ ok: true, reference }, { headers: { 'server-timing': `submit;dur=${(performance.now() - started).toFixed(1)}` } })
}

/** The server half of a standalone form: what it does with accepted answers; false when that failed. */
export interface StandaloneFormHandler<T> extends StandaloneForm<T> {
  accept(answers: T, context: { site: SiteId; locale: Locale; client: string; request: Request }): Promise<boolean>
}

/** A form with its own records: the same checks as the inbox's forms, then its own handling. */
export async function handleStandaloneSubmission<T>(handler: StandaloneFormHandler<T>, request: Request): Promise<Response> {
  const outcome = await acceptSubmission(handler, handler.name, 'forms.result.error', request)
  if ('response' in outcome) return outcome.response
  const { answers, locale, site, client } = outcome.accepted
  if (!(await handler.accept(answers, { site, locale, client, request }))) return problem(500, translator(locale)('forms.result.error'))
  countFormSubmission(handler.name, site)
  deliverAfterResponse()
  return Response.json({ ok: true, reference: null })
}

/** A file the CMS would not store, though it passed inspectAttachment. */
class RefusedFile extends Error {
  constructor(readonly fileName: string) {
    super('attachment refused by the CMS')
  }
}

/**
 * The request stored with its files; `refused` names a file the CMS would not take (nothing is
 * kept); null when storing failed otherwise.
 */
async function store<T>(
  handler: FormHandler<T>,
  site: SiteId,
  locale: Locale,
  answers: T,
  files: Checked[],
): Promise<{ reference: string } | { refused: string } | null> {
  const route = await handler.route(site, answers)
  const sender = handler.sender(answers)
  const payload = await cms()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const written: string[] = []
  try {
    const attachments: number[] = []
    for (const file of files) {
      const doc = await payload
        .create({
          collection: 'form-attachments',
          data: {},
          file: { data: Buffer.from(file.bytes), mimetype: file.mime, name: file.name, size: file.bytes.byteLength },
          req,
          depth: 0,
        })
        .catch((error: unknown) => {
          // Payload's own checks of the file's content answer with a ValidationError.
          throw error instanceof ValidationError ? new RefusedFile(file.name) : error
        })
      if (doc.filename) written.push(doc.filename)
      attachments.push(doc.id)
    }
    const submission = await payload.create({
      collection: 'form-submissions',
      data: {
        kind: handler.kind,
        status: 'new',
        site: String(site) as '1' | '2' | '3',
        locale,
        ...sender,
        recipient: route.recipient,
        distributor: route.distributor,
        answers: answers as Record<string, unknown>,
        attachments,
      },
      req,
      depth: 0,
    })
    const reference = submission.reference ?? ''
    const mails = formMails({
      kind: handler.kind,
      reference,
      locale,
      sender: { email: sender.email, name: `${sender.firstName} ${sender.lastName}`.trim() },
      recipient: route.recipient,
      lines: handler.lines(answers),
      attachments,
    })
    await enqueueMails(payload, req, { submission: submission.id }, mails)
    await commitTransaction(req)
    logger.info({ reference, kind: handler.kind, site, distributor: route.distributor, files: files.length }, 'form request stored')
    return { reference }
  } catch (error) {
    await killTransaction(req)
    // The rows are gone with the transaction; the files written beside them go too.
    await Promise.all(written.map((name) => unlink(path.join(attachmentsDir(), name)).catch(() => undefined)))
    if (error instanceof RefusedFile) {
      logger.warn({ kind: handler.kind, site, file: error.fileName }, 'form attachment refused by the CMS')
      return { refused: error.fileName }
    }
    logger.error({ err: error, kind: handler.kind, site }, 'form request could not be stored')
    return null
  }
}
