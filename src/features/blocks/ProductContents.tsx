import { Check, Gauge, Package, Phone, Smartphone, Tv, Wifi, type LucideIcon } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { CmsLink } from '@/ui/CmsLink'
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/ui/styles'

import { offerCards, wideColumns, type BlocContent, type FactIcon, type ProductKind } from './offer-cards'

const KIND_ICONS: Record<ProductKind, LucideIcon> = {
  product: Package,
  internet: Wifi,
  mobile: Smartphone,
  phone: Phone,
  tv: Tv,
}

const FACT_ICONS: Record<FactIcon, LucideIcon> = {
  speed: Gauge,
  tv: Tv,
  data: Smartphone,
  calls: Phone,
  check: Check,
}

type Props = {
  contents: readonly BlocContent[]
  /** Level of the card titles: one below the heading of the section the cards sit in. */
  headingLevel?: 2 | 3
}

/**
 * Offer cards (DESIGN.md): name, up to four key facts with icons, the price large with
 * "per month" under it, one primary button. Equal heights; 1 column, 2 from 768 px, 3–4 from 1200 px.
 */
export function ProductContents({ contents, headingLevel = 3 }: Props) {
  const t = useTranslations('blocks')
  const cards = offerCards(contents)
  if (cards.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const columns = wideColumns(cards.length) === 4 ? 'xl:grid-cols-4' : 'xl:grid-cols-3'
  return (
    <ul role="list" className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${columns}`} data-testid="offer-cards">
      {cards.map((card) => {
        const KindIcon = KIND_ICONS[card.kind]
        return (
          <li key={card.key} className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 text-ink shadow-sm md:p-8">
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-surface-alt text-link" aria-hidden="true">
              <KindIcon size={24} strokeWidth={1.75} />
            </span>
            <Heading className="text-xl font-bold md:text-2xl">{card.name}</Heading>
            {card.facts.length > 0 && (
              <ul role="list" className="mt-4 flex flex-col gap-3">
                {card.facts.map((fact) => {
                  const FactIconComponent = FACT_ICONS[fact.icon]
                  return (
                    <li key={fact.text} className="flex items-start gap-3">
                      <FactIconComponent aria-hidden="true" size={24} strokeWidth={1.75} className="shrink-0 text-link" />
                      <span className="pt-0.5">{fact.text}</span>
                    </li>
                  )
                })}
              </ul>
            )}
            <div className="mt-auto pt-8">
              {card.price && (
                <p className="mb-6 flex flex-col">
                  <span className="flex items-baseline gap-1.5">
                    {card.price.monthly && <span className="text-base font-semibold">{t('chf')}</span>}
                    {/* A price in words ("sur demande") is smaller: it is a note, not a figure. */}
                    <span className={`leading-none font-extrabold tracking-tight ${card.price.monthly ? 'text-4xl' : 'text-2xl'}`}>
                      {card.price.amount}
                    </span>
                  </span>
                  {card.price.monthly && <span className="mt-1 text-sm text-muted">{t('perMonth')}</span>}
                </p>
              )}
              {card.details && (
                <CmsLink url={card.details.url} className={`${BUTTON_SECONDARY} mb-3 w-full`}>
                  {card.details.label}
                  <span className="sr-only">: {card.name}</span>
                </CmsLink>
              )}
              {card.link && (
                <CmsLink url={card.link.url} className={`${BUTTON_PRIMARY} w-full`}>
                  {card.link.label || t('offerCta')}
                  <span className="sr-only">: {card.name}</span>
                </CmsLink>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
