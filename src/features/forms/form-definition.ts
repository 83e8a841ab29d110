import type * as z from 'zod/mini'

import type { ContentDistributor } from '@/features/distributors'

import type { AnswerLine } from './form-mails'
import type { FormKind, PostedFormKind } from './kinds'

/**
 * The rules of a form, as both sides know them: the browser validates with the same schema the
 * server parses with (built per request: date rules count from today).
 */
export interface FormRules<T> {
  schema: (today: Date) => z.ZodMiniType<T>
  /** 0 when the form takes no attachment. */
  maxFiles: number
  /** Query parameters of the submission besides the locale (the survey a set of answers is for). */
  query?: Readonly<Record<string, string>>
}

/** One form sent to /api/forms/{kind}: a request of the inbox (form-submissions) or a survey's answers. */
export interface FormDefinition<T, K extends PostedFormKind = FormKind> extends FormRules<T> {
  kind: K
}

/** Who sent a request, as the inbox keeps it. */
export type RequestSender = {
  firstName: string
  lastName: string
  email: string
  phone: string | null
  npa: string | null
  city: string | null
}

/**
 * A request of the inbox, all its folder's form.ts says (the default export): its rules, the postal
 * code that routes it (§9: to the distributor whose contact list holds it, else to the site), who
 * sent it and the lines of its mails.
 */
export interface FormHandler<T> extends FormDefinition<T> {
  postalCode(answers: T): string
  sender(answers: T): RequestSender
  lines(answers: T): readonly AnswerLine[]
}

/** What a request's fields (its folder's Form.tsx) are given: the distributors, whose contact lists route it. */
export type RequestFormProps = { distributors: readonly ContentDistributor[] }

/** A form of the platform that keeps its own route and records (e.g. the outage alerts). */
export interface StandaloneForm<T> extends FormRules<T> {
  /** Names it in logs and rate-limit counters. */
  name: string
  endpoint: string
}

export function formEndpoint(definition: FormDefinition<unknown, PostedFormKind> | StandaloneForm<unknown>): string {
  return 'kind' in definition ? `/api/forms/${definition.kind}` : definition.endpoint
}

/** The multipart fields of a submission besides the form's own answers (a JSON part). */
export const SUBMISSION_PARTS = {
  answers: 'answers',
  files: 'files',
  /** Left empty by people; bots fill every field they find. */
  honeypot: 'website',
  challenge: 'altcha',
} as const

/** What the browser reads back: the reference to quote, or the problems by field path. */
export type FormResult =
  { ok: true; reference: string | null } | { ok: false; status: number; detail: string; errors: Record<string, string> }
