import type { AbstractIntlMessages } from 'next-intl'

import { formKindMessages } from '@/features/forms/kinds'
import type { Locale } from '@/i18n/locales'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

type Tree = { [key: string]: unknown }

function merged(into: Tree, part: Tree): Tree {
  const tree: Tree = { ...into }
  for (const [key, value] of Object.entries(part)) {
    const held = tree[key]
    tree[key] = typeof held === 'object' && held !== null && typeof value === 'object' ? merged(held as Tree, value as Tree) : value
  }
  return tree
}

/** A locale's file with the texts each request form keeps in its folder (src/features/forms/kinds.ts), in its `forms` namespace. */
function withFormKinds(messages: Tree, locale: Locale): AbstractIntlMessages {
  const forms = formKindMessages(locale).reduce<Tree>((tree, part) => merged(tree, part as Tree), messages.forms as Tree)
  return { ...messages, forms } as AbstractIntlMessages
}

/** Every message of each locale: what pages, answers and mails say. */
export const MESSAGES: Record<Locale, AbstractIntlMessages> = {
  fr: withFormKinds(fr, 'fr'),
  de: withFormKinds(de, 'de'),
  en: withFormKinds(en, 'en'),
}
