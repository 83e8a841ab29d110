import { useTranslations } from 'next-intl'

import { CmsLink } from '@/ui/CmsLink'

import type { SearchResultView } from './answer'
import { Highlighted } from './Highlighted'

/** The results of one search, best first: title (linked), snippet, and where it belongs. */
export function SearchResults({ results }: { results: readonly SearchResultView[] }) {
  const t = useTranslations('search')
  return (
    <ol className="divide-y divide-line border-y border-line" data-testid="search-results">
      {results.map((result) => (
        <li key={result.key} className="py-5" data-kind={result.kind}>
          <p className="mb-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="rounded-full bg-surface-alt px-2.5 py-0.5 font-semibold text-ink">{t(`audience.${result.audience}`)}</span>
            <span>{t(`kind.${result.kind}`)}</span>
          </p>
          <h2 className="text-xl leading-snug font-bold">
            <CmsLink url={result.url} className="rounded text-link underline-offset-4 hover:underline">
              <Highlighted segments={result.title} />
            </CmsLink>
          </h2>
          {result.snippet.length > 0 && (
            <p className="mt-1 max-w-[70ch] text-base text-muted">
              <Highlighted segments={result.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
