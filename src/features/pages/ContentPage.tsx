import { RichText } from '@payloadcms/richtext-lexical/react'

import type { LoadedPage } from './load-page'

/** Page title block (category, title, subtitle, description) and the page text (§2). */
export function ContentPage({ page }: { page: LoadedPage }) {
  return (
    <article className="mx-auto max-w-[1280px] px-4 py-12 md:px-6 md:py-16 xl:px-8">
      <header className="mb-8 max-w-[70ch]">
        {page.category && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-link">{page.category}</p>}
        <h1 className="text-4xl md:text-5xl">{page.title}</h1>
        {page.subtitle && <p className="mt-4 text-xl text-muted md:text-2xl">{page.subtitle}</p>}
        {page.description && <RichText data={page.description} className="prose-cms mt-4 text-muted" />}
      </header>
      {page.text_1 && <RichText data={page.text_1} className="prose-cms" />}
    </article>
  )
}
