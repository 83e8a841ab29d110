import 'server-only'

import type { IconName } from '@/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { getSiteSettings, phoneFor } from '@/screens/frame/server'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { telHref } from '@/lib/formats'
import type { Audience } from '@/sites/audience'
import { OpeningHours } from '@/ui/OpeningHours'
import { CONTAINER } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { Token } from '@/ui/Token'

import { contactDetailsOf, type ContactDetailsData } from './contact-details'

const LINK = 'font-semibold text-link underline-offset-4 hover:underline'

function Item({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-alt text-link">
        <Icon icon={icon} size={22} strokeWidth={1.75} />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-bold">{title}</h3>
        {children}
      </div>
    </div>
  )
}

async function load(params: SiteRouteParams, audience: Audience): Promise<ContactDetailsData | null> {
  const { site } = await siteAndLocale(params)
  const settings = await getSiteSettings(site)
  return contactDetailsOf(settings, audience, phoneFor(settings, audience))
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-surface-alt py-12 md:py-16" data-testid={id}>
      <div className={`${CONTAINER} flex flex-col gap-8`}>
        <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h2>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</div>
      </div>
    </section>
  )
}

/** The phone line, postal address and opening hours of the site and audience (the contact pages of §2). */
export async function ContactDetails({ params, audience }: { params: SiteRouteParams; audience: Audience }) {
  const [details, t] = await Promise.all([load(params, audience), getTranslations('contactDetails')])
  if (!details) return null
  return (
    <Section id="contact-details" title={t(audience === 'business' ? 'businessTitle' : 'title')}>
      {details.phone && (
        <Item icon="phone" title={t('phone')}>
          <a href={telHref(details.phone)} className={`${LINK} text-xl tabular-nums`} data-testid="contact-phone">
            {details.phone}
          </a>
          <p className="text-sm text-muted">{t(audience === 'business' ? 'phoneBusinessHint' : 'phoneHint')}</p>
        </Item>
      )}
      {details.hours.length > 0 && (
        <Item icon="clock" title={t('hours')}>
          <OpeningHours lines={details.hours.map((row) => ({ days: row.days, hours: row.hours.split(', ') }))} testId="contact-hours" />
        </Item>
      )}
      <Item icon="map-pin" title={t('address')}>
        <address className="not-italic" data-testid="contact-address">
          {details.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {details.email && (
          <a href={`mailto:${details.email}`} className={`${LINK} mt-2 inline-flex min-h-11 items-center gap-2`}>
            <Icon icon="mail" size={18} />
            <span className="sr-only">{t('email')} </span>
            <Token text={details.email} />
          </a>
        )}
      </Item>
    </Section>
  )
}

/** The company behind the site: the publisher of the legal notice, the controller of the privacy policy. */
export async function PublisherDetails({ params }: { params: SiteRouteParams }) {
  const [details, t] = await Promise.all([load(params, 'private'), getTranslations('contactDetails')])
  if (!details) return null
  return (
    <Section id="publisher" title={t('publisher')}>
      <Item icon="building-2" title={details.company.legalName}>
        <address className="not-italic" data-testid="publisher-address">
          {details.address.slice(1).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Item>
      <Item icon="landmark" title={t('registration')}>
        <dl className="flex flex-col gap-1">
          {details.company.uid && (
            <div>
              <dt className="text-sm text-muted">{t('uid')}</dt>
              <dd className="tabular-nums" data-testid="publisher-uid">
                {details.company.uid}
              </dd>
            </div>
          )}
          {details.company.commercialRegister && (
            <div>
              <dt className="text-sm text-muted">{t('register')}</dt>
              <dd>{details.company.commercialRegister}</dd>
            </div>
          )}
        </dl>
      </Item>
      <Item icon="mail" title={t('reach')}>
        {details.email && (
          <a href={`mailto:${details.email}`} className={`${LINK} inline-flex min-h-11 items-center`}>
            <span className="sr-only">{t('email')} </span>
            <Token text={details.email} />
          </a>
        )}
        {details.phone && (
          <a href={telHref(details.phone)} className={`${LINK} inline-flex min-h-11 items-center tabular-nums`}>
            <span className="sr-only">{t('phone')} </span>
            {details.phone}
          </a>
        )}
      </Item>
    </Section>
  )
}
