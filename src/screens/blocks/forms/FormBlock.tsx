import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { FormBloc } from '../part'

/** The form an editor placed in a bloc (§2 contact, satisfaction and partner screens, or any page), with its messages. */
export async function FormBlock({ form, survey, site, locale }: { form: FormBloc; survey: number | null; site: SiteId; locale: Locale }) {
  const rendered = await form.render({ survey, site, locale })
  return rendered && <ClientMessages messages={form.messages}>{rendered}</ClientMessages>
}
