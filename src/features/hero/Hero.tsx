import { useTranslations } from 'next-intl'

import type { Page } from '@/cms/payload-types'
import { ServerHtml } from '@/ui/ServerHtml'

import { HeroCell } from './HeroCell'
import { visibleHeaders } from './hero-rules'
import { HeroSlider } from './HeroSlider'

type Props = { headers: Page['headers'] }

/**
 * The page's hero (§2 layout): hidden cells dropped; one cell renders as plain server markup
 * (no carousel script, no dots, no autoplay); several go into the client slider. A cell's content
 * stays the server's HTML: the slider moves the cells, nothing in them runs.
 */
export function Hero({ headers }: Props) {
  const t = useTranslations('hero')
  const cells = visibleHeaders(headers)
  const [first] = cells
  if (!first) return null
  if (cells.length === 1) {
    return (
      <section aria-label={t('label')} data-hero-single="">
        <ServerHtml className="contents">
          <HeroCell header={first} priority />
        </ServerHtml>
      </section>
    )
  }
  return (
    <HeroSlider label={t('label')}>
      {cells.map((header, index) => (
        <ServerHtml key={header.id ?? index} className="contents">
          <HeroCell header={header} priority={index === 0} />
        </ServerHtml>
      ))}
    </HeroSlider>
  )
}
