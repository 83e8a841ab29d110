import { useTranslations } from 'next-intl'
import { memo } from 'react'

import type { Locale } from '@/i18n/locales'
import { TEXT_WHEN_NEAR } from '@/ui/styles'

import { COMBINABLE_MAIN_CATEGORIES } from './channel-filters'
import type { CatalogueChannel } from './catalogue'
import { languageName } from './language-names'
import { CHANNEL_FLAGS } from './url-state'

const BADGE = 'rounded-md border border-line bg-surface-alt px-2 py-0.5 text-xs font-semibold text-ink'

type Props = {
  channel: CatalogueChannel
  categoryNames: ReadonlyMap<number, string>
  locale: Locale
  /** Language names the server gave with the page, by code. */
  languageNames: Readonly<Record<string, string>>
  /** The first cards load their logo at once: they are in the first screen. */
  eager: boolean
}

/**
 * One channel (§3): number, logo, title, language, HD / mobile / replay / rec, its genres and packs.
 * Memoised: a filter change re-renders only the cards that enter the list.
 */
export const ChannelCard = memo(function ChannelCard({ channel, categoryNames, locale, languageNames, eager }: Props) {
  const t = useTranslations('channelList')
  const genres = channel.category.filter((id) => !COMBINABLE_MAIN_CATEGORIES.includes(id)).flatMap((id) => categoryNames.get(id) ?? [])
  const badges = CHANNEL_FLAGS.filter((flag) => channel[flag])
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm" data-channel={channel.number}>
      <div className="flex w-24 shrink-0 flex-col items-center gap-2">
        {channel.logo ? (
          <img
            src={channel.logo.url}
            alt={channel.logo.alt}
            width={channel.logo.width}
            height={channel.logo.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-24 rounded-lg"
          />
        ) : (
          <span className="block aspect-video w-24 rounded-lg bg-surface-alt" aria-hidden="true" />
        )}
        <span className="text-sm font-semibold text-muted">{t('number', { number: channel.number })}</span>
      </div>
      <div className={`${TEXT_WHEN_NEAR} flex min-w-0 flex-col gap-2 [--held-height:137px]`}>
        <h3 className="text-lg leading-tight font-bold">{channel.title}</h3>
        <p className="text-sm text-muted">
          {t('language', { name: languageNames[channel.langue] ?? languageName(channel.langue, locale) })}
        </p>
        {badges.length > 0 && (
          <ul role="list" className="flex flex-wrap gap-1.5" aria-label={t('services')}>
            {badges.map((flag) => (
              <li key={flag} className={BADGE}>
                {t(`flags.${flag}`)}
              </li>
            ))}
          </ul>
        )}
        {genres.length > 0 && <p className="text-sm">{genres.join(' · ')}</p>}
        {channel.packs.length > 0 && (
          <p className="text-sm">
            <span className="font-semibold">{t('packs.label')} </span>
            {channel.packs.map((pack) => t(`packs.${pack}`)).join(', ')}
          </p>
        )}
      </div>
    </li>
  )
})
