import { CmsRichText } from '@/ui/CmsRichText'

import type { Page } from '@/cms/payload-types'

import { ZOOM_AREA } from './zoom'

type RichTextData = NonNullable<Page['text_1']>

type Props = { data: RichTextData; className?: string }

/**
 * Rich text from the CMS, only through the Lexical renderer (never raw HTML), at most 70
 * characters wide; links to images inside it open in the zoom viewer (ZoomViewer).
 */
export function TextBlock({ data, className = '' }: Props) {
  return (
    <div {...{ [ZOOM_AREA]: '' }} className={`max-w-[70ch] ${className}`}>
      <CmsRichText data={data} className="prose-cms" />
    </div>
  )
}
