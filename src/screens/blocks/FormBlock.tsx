import type { BlocForm } from '@/cms/fields/options'
import { AvailabilityCheckBlock } from '@/features/availability-check/server'
import { PackConfiguratorBlock } from '@/features/configurator/server'
import { loadDistributors } from '@/features/distributors/server'
import { loadRoaming } from '@/features/roaming/server'
import { loadSurvey } from '@/features/satisfaction/server'
import { ClientMessages } from '@/i18n/ClientMessages'
import { ADDRESS_CLIENT_MESSAGES, FORM_CLIENT_MESSAGES, type ScreenMessages } from '@/i18n/message-subsets'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { BreachCheckForm, CancellationForm, ContactForm, MovingForm, PartnerArea, RoamingLookup, SurveyForm } from './screens'

/** The form an editor placed in a bloc (§2 contact, satisfaction and partner screens, or any page). */
export async function FormBlock({ kind, survey, site, locale }: { kind: BlocForm; survey: number | null; site: SiteId; locale: Locale }) {
  const form = await formOf(kind, survey, site, locale)
  return form && <ClientMessages messages={FORM_BLOCK_MESSAGES[kind]}>{form}</ClientMessages>
}

/** The messages each form's client components use. */
const FORM_BLOCK_MESSAGES: Record<BlocForm, readonly ScreenMessages[]> = {
  contact: FORM_CLIENT_MESSAGES,
  moving: FORM_CLIENT_MESSAGES,
  cancellation: FORM_CLIENT_MESSAGES,
  satisfaction: FORM_CLIENT_MESSAGES,
  roaming: ['roaming', 'forms'],
  'breach-check': ['breachCheck', 'forms'],
  'partner-area': ['partnerArea', 'forms'],
  'availability-check': ['availabilityCheck', 'catalogue', ...ADDRESS_CLIENT_MESSAGES],
  'pack-configurator': ['configurator', 'catalogue'],
}

async function formOf(kind: BlocForm, survey: number | null, site: SiteId, locale: Locale) {
  switch (kind) {
    case 'contact':
      return <ContactForm distributors={await loadDistributors()} />
    case 'moving':
      return <MovingForm distributors={await loadDistributors()} />
    case 'cancellation':
      return <CancellationForm distributors={await loadDistributors()} />
    case 'satisfaction': {
      const definition = survey === null ? null : await loadSurvey(survey, locale)
      return definition ? <SurveyForm survey={definition} /> : null
    }
    case 'roaming':
      return <RoamingLookup {...await loadRoaming(locale)} />
    case 'breach-check':
      return <BreachCheckForm />
    case 'partner-area':
      return <PartnerArea />
    case 'availability-check':
      return <AvailabilityCheckBlock site={site} locale={locale} />
    case 'pack-configurator':
      return <PackConfiguratorBlock site={site} locale={locale} />
  }
}
