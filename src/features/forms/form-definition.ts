import type * as z from 'zod/mini'

import type { FormKind, PostedFormKind } from '@/cms/fields/options'

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

/** Field path ('phone.number') → the first message of that field. */
export function issuesByField(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form'
    // zod's own English (a body that is not even an object) never reaches a visitor: it reads as 'required'.
    errors[path] ??= MESSAGE_KEY.test(issue.message) ? issue.message : 'forms.validation.required'
  }
  return errors
}

/** A message key of the site ('forms.validation.min?length=3', 'breachCheck.verifyAddress'). */
const MESSAGE_KEY = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+(?:\?\S*)?$/
