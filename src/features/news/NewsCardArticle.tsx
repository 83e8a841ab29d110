import type { Ref } from 'react'

import { SOFT_LINK } from '@/ui/cms-link'

import type { NewsCard } from './news-format'
import { NewsPicture } from './NewsPicture'

/** One news card: picture, date, the title as a link covering the card, the excerpt. */
export function NewsCardArticle({
  card,
  headingLevel = 2,
  linkRef,
  priority = false,
}: {
  card: NewsCard
  headingLevel?: 2 | 3
  linkRef?: Ref<HTMLAnchorElement>
  /** The first card of a list the page opens on: its picture loads with the page. */
  priority?: boolean
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className="group news-card">
      <NewsPicture src={card.picture} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        {card.date && (
          <time dateTime={card.dateTime ?? undefined} className="text-sm font-semibold text-muted">
            {card.date}
          </time>
        )}
        <Heading className="mt-2 text-xl leading-snug font-bold">
          <a ref={linkRef} href={card.href} {...{ [SOFT_LINK]: '' }} className="news-card-link">
            {card.title}
          </a>
        </Heading>
        {card.excerpt && <p className="mt-3 text-base text-muted">{card.excerpt}</p>}
      </div>
    </article>
  )
}
