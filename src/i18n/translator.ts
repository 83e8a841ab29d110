import 'server-only'

import { createTranslator, type AbstractIntlMessages } from 'next-intl'

import type { Locale } from '@/i18n/locales'

import { MESSAGES } from './messages'

export type Translate = (key: string, values?: Record<string, string | number>) => string

/** All messages of a locale, for an answer that carries some of them to the browser. */
export function localeMessages(locale: Locale): AbstractIntlMessages {
  return MESSAGES[locale]
}

/** Messages outside a rendered page (API answers, e-mails), from the same locale files. */
export function translator(locale: Locale): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale] })
  // Keys are built at run time (message keys of schemas, pack names); the files are checked by tests.
  return (key, values) => t(key as never, values as never)
}
