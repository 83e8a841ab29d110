import 'server-only'

import { unlink } from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, ValidationError } from 'payload'

import { cms } from '@/cms/client'
import { contactDistributorFor } from '@/features/distributors'
import { loadDistributors } from '@/features/distributors/server'
import { deliverAfterResponse, enqueueMails } from '@/features/mail/server'
import type { Translate } from '@/i18n/translator'
import { ApiError } from '@/lib/api/problem'
import { BODY_LIMITS } from '@/lib/body-limits'
import { attachmentsDir } from '@/lib/env'
import { logger } from '@/lib/logger'
import { countFormSubmission } from '@/lib/metrics'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { inspectAttachment, safeFileName } from './attachment-check.server'
import { verifyFormChallenge } from './challenge.server'
import { SUBMISSION_PARTS, type FormHandler, type FormRules, type StandaloneForm } from './form-definition'
import { formMails } from './form-mails'
import type { FormKind } from './kinds'
import { requestHandler } from './request-forms.server'
import { attachmentProblems, fileSizeMessage } from './rules'
import { formMessage, issuesByField } from '@/lib/form-message'

/** Where a request goes: the distributor of its postal code, else the site's own address. */
type FormRoute = { recipient: string; distributor: number | null }

/** The site's address for the requests no distributor takes (and the orders sent by post). */
export async function siteContactEmail(site: SiteId): Promise<string> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'site-settings', where: { site: { equals: String(site) } }, depth: 0, limit: 1 })
  return docs[0]?.contactEmail ?? 'service@netplus.ch'
}

/** §9: the operator whose contact list holds the postal code takes the request, else the site. */
async function routeByPostalCode(site: SiteId, npa: string): Promise<FormRoute> {
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

/** What the edge hands a posted form besides its multipart body. */
export type SubmissionCall = { locale: Locale; site: SiteId; client: string; t: Translate; headers: Headers; url: URL }

/**
 * A posted form as the edge runs it: the body it reads (413 past `maxBytes`, 400 when it is no
 * form) and what it does with the form.
 */
export interface PostedForm {
  upload: { maxBytes: number; tooLarge: string; malformed: string }
  submit(form: FormData, call: SubmissionCall): Promise<Response>
}

/** The limit every posted form shares, counted per client before its body is read. */
export const SUBMISSION_LIMIT = { name: 'form-submissions', message: 'forms.result.tooMany' } as const

const upload = (maxBytes: number, failedKey: string) => ({ maxBytes, tooLarge: 'forms.result.tooLarge', malformed: failedKey })

/** Looks accepted to a bot; nothing is stored or sent. */
const BOT_ANSWER = { ok: true, reference: null }

/**
 * The checks every submission passes after the edge's (rate limit, body size): honeypot and
 * security code. Null for a bot's form, which gets a fake success; else the form's answers part,
 * parsed (null when it is not JSON).
 */
export async function receivedAnswers(form: FormData, { client, t }: SubmissionCall, kind: string): Promise<{ answers: unknown } | null> {
  const honeypot = form.get(SUBMISSION_PARTS.honeypot)
  if (typeof honeypot === 'string' && honeypot !== '') {
    logger.warn({ client, kind }, 'form honeypot filled')
    return null
  }
  const challenge = form.get(SUBMISSION_PARTS.challenge)
  if (!(await verifyFormChallenge(typeof challenge === 'string' ? challenge : null))) {
    throw new ApiError(400, t('forms.validation.challenge'), { errors: { altcha: 'forms.validation.challenge' } })
  }
  return { answers: parseAnswers(form.get(SUBMISSION_PARTS.answers)) }
}

function parseAnswers(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null
  try {
    return JSON.parse(value) as unknown
  } catch {
    return null
  }
}

/**
 * What every form of the site goes through after the edge: honeypot and security code, then the
 * form's schema and the files by their content. The accepted answers and files, or null for a bot.
 */
async function acceptSubmission<T>(
  rules: FormRules<T>,
  name: string,
  failed: string,
  form: FormData,
  call: SubmissionCall,
): Promise<{ answers: T; files: Checked[] } | null> {
  const received = await receivedAnswers(form, call, name)
  if (!received) return null
  const parsed = rules.schema(new Date()).safeParse(received.answers)
  if (!parsed.success) throw new ApiError(400, failed, { errors: issuesByField(parsed.error) })
  const files = form.getAll(SUBMISSION_PARTS.files).filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
  const checked = await checkFiles(files, rules.maxFiles)
  if (!checked.ok) throw new ApiError(400, failed, { errors: checked.errors })
  return { answers: parsed.data, files: checked.files }
}

/**
 * Every request of the inbox (each kind of FORM_KINDS, src/features/forms/kinds.ts): accepted as every form is, then the
 * request, its files and both mails stored in one transaction before anything is sent. Refuses
 * bad input with `errors` (field → message key).
 */
export function inboxForm(kind: FormKind): PostedForm {
  const failedKey = kind === 'contact' ? 'forms.result.contactError' : 'forms.result.error'
  return {
    upload: upload(BODY_LIMITS.upload, failedKey),
    async submit(form, call) {
      const started = performance.now()
      const { locale, site, t } = call
      const handler = await requestHandler(kind)
      const accepted = await acceptSubmission(handler, handler.kind, t(failedKey), form, call)
      if (!accepted) return Response.json(BOT_ANSWER)
      const stored = await store(handler, site, locale, accepted.answers, accepted.files)
      if (!stored) throw new ApiError(500, t(failedKey))
      if ('refused' in stored) {
        throw new ApiError(400, t(failedKey), { errors: { files: formMessage(REFUSAL_KEYS.file_unreadable, { name: stored.refused }) } })
      }
      countFormSubmission(handler.kind, site)
      deliverAfterResponse()
      // The server's own time for the whole submission (scripts/bench/form-submission.ts reads it).
      return Response.json(
        { ok: true, reference: stored.reference },
        { headers: { 'server-timing': `submit;dur=${(performance.now() - started).toFixed(1)}` } },
      )
    },
  }
}

/** The server half of a standalone form: what it does with accepted answers; false when that failed. */
export interface StandaloneFormHandler<T> extends StandaloneForm<T> {
  accept(answers: T, context: { site: SiteId; locale: Locale; client: string }): Promise<boolean>
}

/** A form with its own records: the same checks as the inbox's forms, then its own handling. */
export function standaloneForm<T>(handler: StandaloneFormHandler<T>): PostedForm {
  return {
    upload: upload(BODY_LIMITS.upload, 'forms.result.error'),
    async submit(form, call) {
      const { locale, site, client, t } = call
      const accepted = await acceptSubmission(handler, handler.name, t('forms.result.error'), form, call)
      if (!accepted) return Response.json(BOT_ANSWER)
      if (!(await handler.accept(accepted.answers, { site, locale, client }))) throw new ApiError(500, t('forms.result.error'))
      countFormSubmission(handler.name, site)
      deliverAfterResponse()
      return Response.json({ ok: true, reference: null })
    },
  }
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
  const route = await routeByPostalCode(site, handler.postalCode(answers))
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
