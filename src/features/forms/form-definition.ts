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
