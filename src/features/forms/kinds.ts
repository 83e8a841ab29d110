import type { Locale } from '@/i18n/locales'

import cancellation from './cancellation/messages.json'
import contact from './contact/messages.json'
import moving from './moving/messages.json'

/**
 * The one list of the forms an editor can end a page bloc with, and what sending one does:
 * 'request' stores a request of the inbox and mails it (the kind of a form submission), 'survey'
 * stores the answers to a satisfaction survey, 'lookup' is answered on the spot and keeps nothing.
 * A request is its folder beside this file: `form.ts` (its rules, fields' defaults and mail lines,
 * the default export), `Form.tsx` (its fields, the default export), found by the folder's name, and
 * `messages.json` (its texts in every locale, a part of the `forms` namespace), imported here. This
 * file and those messages stand on the i18n floor (docs/floors.md): the CMS builds its options from
 * the list and the locales' messages take in the requests' texts. The order is the enum order of
 * both databases.
 */
export const BLOC_FORM_KINDS = {
  contact: { sending: 'request', messages: contact },
  moving: { sending: 'request', messages: moving },
  cancellation: { sending: 'request', messages: cancellation },
  satisfaction: { sending: 'survey' },
  roaming: { sending: 'lookup' },
  'breach-check': { sending: 'lookup' },
  'partner-area': { sending: 'lookup' },
  'availability-check': { sending: 'lookup' },
  'pack-configurator': { sending: 'lookup' },
} as const

export type BlocForm = keyof typeof BLOC_FORM_KINDS
type Sending = (typeof BLOC_FORM_KINDS)[BlocForm]['sending']
type KindsThat<S extends Sending> = { [K in BlocForm]: (typeof BLOC_FORM_KINDS)[K]['sending'] extends S ? K : never }[BlocForm]

/** A request of the inbox: the `kind` of a form submission, and a folder beside this file. */
export type FormKind = KindsThat<'request'>
/** Forms sent to `POST /api/forms/{kind}`: the requests and the answers to a satisfaction survey. */
export type PostedFormKind = KindsThat<'request' | 'survey'>

const kindsThat = <K extends BlocForm>(sending: readonly Sending[]): K[] =>
  (Object.keys(BLOC_FORM_KINDS) as BlocForm[]).filter((kind) => sending.includes(BLOC_FORM_KINDS[kind].sending)) as K[]

/** What a page bloc can end with (the bloc's `form` option). */
export const BLOC_FORMS = kindsThat<BlocForm>(['request', 'survey', 'lookup'])
/** The kinds of a form submission. */
export const FORM_KINDS = kindsThat<FormKind>(['request'])
/** The kinds `POST /api/forms/{kind}` takes. */
export const POSTED_FORM_KINDS = kindsThat<PostedFormKind>(['request', 'survey'])

export const isFormKind = (kind: BlocForm): kind is FormKind => BLOC_FORM_KINDS[kind].sending === 'request'

/** The texts of the requests in a locale: parts of the `forms` namespace, each kind's own. */
export const formKindMessages = (locale: Locale): object[] => FORM_KINDS.map((kind) => BLOC_FORM_KINDS[kind].messages[locale])
