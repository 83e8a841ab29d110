import { useTranslations } from 'next-intl'

import { PriceTag } from '@/features/catalogue'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'

export type Solution = {
  id: number
  url: string
  category: string | null
  title: string
  text: string | null
  /** The lowest monthly price of its offers now; null: priced on quote. */
  from: number | null
}

const HEADINGS = { 2: 'h2', 3: 'h3' } as const

/**
 * Solution cards: what it is, for whom, from what price, and the way to its page. The whole card is
 * the link (its title's link stretched over it); 1 column, 2 from 768 px, 3 from 1200 px.
 */
export function SolutionCards({ solutions, headingLevel }: { solutions: readonly Solution[]; headingLevel: 2 | 3 }) {
  const t = useTranslations('catalogue')
  if (solutions.length === 0) return null
  const Heading = HEADINGS[headingLevel]
  return (
    <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="solution-cards">
      {solutions.map((solution) => (
        <li
          key={solution.id}
          className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-6 text-ink shadow-sm transition-shadow duration-200 focus-within:shadow-md hover:shadow-md motion-reduce:transition-none md:p-8"
          data-testid="solution-card"
        >
          {solution.category && <p className="text-sm font-semibold tracking-widest text-link uppercase">{solution.category}</p>}
          <Heading className="mt-2 text-xl leading-tight font-bold md:text-2xl">
            <CmsLink url={solution.url} className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl group-hover:underline">
              {solution.title}
            </CmsLink>
          </Heading>
          {solution.text && <p className="mt-3 text-muted">{solution.text}</p>}
          <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
            <p className="flex flex-col gap-1" data-testid="solution-price">
              {solution.from === null ? (
                <span className="text-2xl leading-none font-bold">{t('onQuote')}</span>
              ) : (
                <>
                  <span className="text-sm text-muted">{t('from')}</span>
                  <PriceTag amount={solution.from} monthly size="medium" />
                </>
              )}
            </p>
            <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-link">
              {t('discover')}
              <Icon
                icon="arrow-right"
                size={20}
                strokeWidth={2}
                className="transition-transform duration-200 group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
