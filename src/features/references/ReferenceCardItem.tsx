import { useTranslations } from 'next-intl'

import { CmsLink } from '@/ui/CmsLink'

import type { ReferenceCard } from './reference-cards'

/** One reference: logo, sector, client (the link to its detail), title and short text; `headingLevel`: its place under the section's heading. */
export function ReferenceCardItem({ card, headingLevel = 2 }: { card: ReferenceCard; headingLevel?: 2 | 3 }) {
  const t = useTranslations('references')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow duration-200 focus-within:shadow-md hover:shadow-md motion-reduce:transition-none">
      <div className="flex h-16 items-center">
        {card.logo && (
          // The client's name follows as text: the logo adds nothing a screen reader needs.
          <img
            src={card.logo.src}
            alt=""
            width={card.logo.width ?? undefined}
            height={card.logo.height ?? undefined}
            loading="lazy"
            decoding="async"
            className="h-full w-auto max-w-[10rem] object-contain"
          />
        )}
      </div>
      {card.sector && <p className="text-sm font-semibold tracking-widest text-link uppercase">{card.sector}</p>}
      <Heading className="text-xl font-bold leading-tight">
        <CmsLink url={card.href} className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl group-hover:underline">
          {card.client}
        </CmsLink>
      </Heading>
      <p className="font-semibold">{card.title}</p>
      {card.description && <p className="text-muted">{card.description}</p>}
      <p aria-hidden="true" className="mt-auto pt-2 font-semibold text-link">
        {t('readMore')} →
      </p>
    </article>
  )
}
