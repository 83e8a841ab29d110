import type { ReactNode } from 'react'

import { BlocsRenderer } from '@/features/blocks/server'
import { PageTitle, TextBlock } from '@/features/blocks'
import { CONTAINER } from '@/ui/styles'
import { Hero, withoutPageTitle } from '@/features/hero'
import type { Locale, SiteId } from '@/sites/sites'

import type { LoadedPage } from './load-page'

/**
 * A CMS page (§2): hero carousel, title block, text, then its blocs in order. A screen's own
 * content (e.g. the order funnel) comes right after the text, before the blocs.
 */
export function ContentPage({ page, site, locale, children }: { page: LoadedPage; site: SiteId; locale: Locale; children?: ReactNode }) {
  return (
    <article>
      <Hero headers={withoutPageTitle(page.headers ?? [], page)} />
      <PageTitle title={page.title} category={page.category} subtitle={page.subtitle} description={page.description} />
      {page.text_1 && (
        <div className={`${CONTAINER} pb-12`}>
          <TextBlock data={page.text_1} />
        </div>
      )}
      {children}
      <BlocsRenderer blocs={page.blocs} site={site} locale={locale} />
    </article>
  )
}
