import { CmsRichText } from '@/ui/CmsRichText'

import type { Page } from '@/cms/payload-types'

import { CONTAINER } from '@/ui/styles'

type Props = Pick<Page, 'title' | 'category' | 'subtitle' | 'description'>

/** §2 page title block: category overline → h1 title → subtitle → description (the design rules' hierarchy). */
export function PageTitle({ title, category, subtitle, description }: Props) {
  return (
    <header className={`${CONTAINER} pt-12 pb-8 md:pt-16 md:pb-12`}>
      <div className="max-w-[70ch]">
        {category && <p className="mb-3 text-sm font-semibold tracking-widest text-link uppercase">{category}</p>}
        <h1 className="text-4xl leading-[1.15] font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 text-xl text-muted md:text-2xl">{subtitle}</p>}
        {description && <CmsRichText data={description} className="prose-cms mt-6 text-lg text-muted" />}
      </div>
    </header>
  )
}
