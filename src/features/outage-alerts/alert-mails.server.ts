import 'server-only'

import type { NetworkEvent } from '@/cms/payload-types'
import type { MailDraft } from '@/features/mail/server'
import { parseNpaList } from '@/features/network-status'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/formats'
import type { Locale } from '@/i18n/locales'

import type { DueAlert } from './due-alerts'

const DATE = 'd.m.Y H:i'

/** Every mail ends with why it came and the one-click way out. */
function footer(locale: Locale, npa: string, unsubscribeUrl: string): string {
  const t = translator(locale)
  return ['—', t('outageAlerts.mail.why', { npa }), t('outageAlerts.mail.unsubscribe'), unsubscribeUrl].join('\n')
}

/** The double opt-in request: nothing is sent to this address until the link is followed. */
export function confirmationMail(input: {
  to: string
  locale: Locale
  npa: string
  siteName: string
  confirmUrl: string
  unsubscribeUrl: string
}): MailDraft {
  const t = translator(input.locale)
  return {
    kind: 'outage-confirmation',
    to: input.to,
    subject: t('outageAlerts.mail.confirmSubject', { npa: input.npa }),
    text: [
      t('outageAlerts.mail.hello'),
      '',
      t('outageAlerts.mail.confirmIntro', { npa: input.npa, site: input.siteName }),
      '',
      t('outageAlerts.mail.confirmAction'),
      input.confirmUrl,
      '',
      t('outageAlerts.mail.confirmIgnore'),
      '',
      footer(input.locale, input.npa, input.unsubscribeUrl),
    ].join('\n'),
  }
}

/** An alert: the event as the status page shows it, in the subscriber's language. */
export function alertMail(input: {
  to: string
  locale: Locale
  npa: string
  kind: DueAlert['kind']
  event: Pick<NetworkEvent, 'title' | 'description' | 'start' | 'end' | 'services' | 'npa_list'>
  statusUrl: string
  unsubscribeUrl: string
}): MailDraft {
  const t = translator(input.locale)
  const { event } = input
  const codes = parseNpaList(event.npa_list)
  const services = (event.services ?? []).map((service) => t(`networkStatus.service.${service}`)).join(', ')
  const resolved = input.kind === 'resolved'
  // 'Début : …' in French, 'Beginn: …' in German and English.
  const line = (label: string, value: string) => t('outageAlerts.mail.line', { label: t(label), value })
  return {
    kind: resolved ? 'outage-resolved' : 'outage-alert',
    to: input.to,
    subject: t(resolved ? 'outageAlerts.mail.resolvedSubject' : 'outageAlerts.mail.alertSubject', { npa: input.npa, title: event.title }),
    text: [
      t('outageAlerts.mail.hello'),
      '',
      t(resolved ? 'outageAlerts.mail.resolvedIntro' : 'outageAlerts.mail.alertIntro', { npa: input.npa }),
      '',
      event.title,
      event.description,
      '',
      line('networkStatus.affected', codes.length > 0 ? codes.join(', ') : t('networkStatus.wholeNetwork')),
      ...(services ? [line('networkStatus.services', services)] : []),
      line('networkStatus.start', formatDate(event.start, DATE)),
      line(
        resolved ? 'networkStatus.end' : 'networkStatus.expectedEnd',
        event.end ? formatDate(event.end, DATE) : t('networkStatus.endUnknown'),
      ),
      '',
      t('outageAlerts.mail.follow'),
      input.statusUrl,
      '',
      footer(input.locale, input.npa, input.unsubscribeUrl),
    ].join('\n'),
  }
}
