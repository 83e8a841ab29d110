import { useTranslations } from 'next-intl'

import { CONTAINER } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { SOFT_LINK } from '@/ui/cms-link'

import { newsDate } from './news-format'
import type { NewsArticle } from './news-source'

type Props = {
  article: NewsArticle
  /** The list this item belongs to, for the way back. */
  listHref: string | null
  /** Whose logo it is, for its text alternative. */
  publisher: string
}

/**
 * One news item (§3): date, title, picture, text, link and logo; the title is the page's only h1.
 * The text's first paragraph is its lead, set larger (§3 news has no lead field of its own).
 */
export function NewsArticleView({ article, listHref, publisher }: Props) {
  const t = useTranslations('news')
  const tBlocks = useTranslations('blocks')
  const date = newsDate(article.dateFrom)
  const paragraphs = article.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <article className={`${CONTAINER} pt-8 pb-16 md:pt-12 md:pb-24`} data-testid="news-article">
      <div className="mx-auto max-w-[70ch]">
        {listHref && (
          <a
            href={listHref}
            {...{ [SOFT_LINK]: '' }}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-link hover:underline"
          >
            <Icon icon="arrow-left" size={20} />
            {t('back')}
          </a>
        )}
        <header className="mt-4">
          {date && (
            <p className="text-sm font-semibold tracking-widest text-muted uppercase">
              {t('publishedOn')} <time dateTime={article.dateFrom ?? undefined}>{date}</time>
            </p>
          )}
          <h1 className="mt-3 text-4xl leading-[1.15] font-bold tracking-tight text-balance md:text-5xl">{article.title}</h1>
        </header>
      </div>
      <figure className="mx-auto mt-8 max-w-[960px] overflow-hidden rounded-2xl bg-surface-alt md:mt-10">
        <img
          src={article.media}
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      </figure>
      <div className="mx-auto mt-8 max-w-[70ch] md:mt-10">
        <div className="flex flex-col gap-5 text-lg leading-relaxed">
          {paragraphs.map((paragraph, index) => (
            <p
              key={index}
              className={`whitespace-pre-line ${index === 0 ? 'text-xl leading-relaxed font-medium text-ink md:text-2xl' : ''}`}
              data-testid={index === 0 ? 'news-lead' : undefined}
            >
              {paragraph}
            </p>
          ))}
        </div>
        {(article.link || article.logo) && (
          <footer className="mt-10 flex flex-wrap items-center gap-6 border-t border-line pt-6">
            {article.logo && (
              // A square profile picture (the news service) or a wide logo (the CMS): 48 px high, its own width.
              // Below the text: fetched as it nears the screen, not with the picture the page opens on.
              <img
                src={article.logo}
                alt={t('logoOf', { name: publisher })}
                width={120}
                height={48}
                loading="lazy"
                className="h-12 w-auto max-w-[10rem] object-contain"
              />
            )}
            {article.link && (
              <a
                href={article.link}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline underline-offset-4"
              >
                {t('source')}
                <Icon icon="external-link" size={18} />
                <span className="sr-only"> {tBlocks('newTab')}</span>
              </a>
            )}
          </footer>
        )}
      </div>
    </article>
  )
}
