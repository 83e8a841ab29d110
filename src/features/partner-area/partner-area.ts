import * as z from 'zod/mini'

import type { PartnerDocumentCategory } from '@/cms/fields/options'

/** §8: the one answer to a wrong password, whatever was wrong about it. */
export const WRONG_PASSWORD = 'partnerArea.wrongPassword'

export const signInSchema = z.object({
  password: z
    .string({ error: 'forms.validation.required' })
    .check(z.minLength(1, 'forms.validation.required'), z.maxLength(256, WRONG_PASSWORD)),
})

/** A document as the signed-in partner sees it in the list; `href` downloads it through the session. */
export type PartnerDocument = {
  id: number
  title: string
  category: PartnerDocumentCategory
  date: string
  mimeType: string | null
  filesize: number | null
  href: string
}

export const documentHref = (id: number, locale: string) => `/api/partner-area/documents/${id}?locale=${locale}`
