import { CmsRichText } from '@/ui/CmsRichText'

import type { Page } from '@/cms/payload-types'

import { ZoomArea } from './ZoomLink'

type RichTextData = NonNullable<Page['text_1']>

type Props = { data: RichTextData; className?: string }

/**
 * Rich text from the CMS, only through the Lexical renderer (never raw HTML), at most 70
 * characters wide; links to images inside it open in the zoom viewer.
 */
export function TextBlock({ data, className = '' }: Props) {
  return (
    <ZoomArea className={`max-w-[70ch] ${className}`}>
      <CmsRichText data={data} className="prose-cms" />
    </ZoomArea>
  )
}
