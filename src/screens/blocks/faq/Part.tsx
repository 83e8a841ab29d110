import { faqTypeIds } from './config'
import type { BlocPartProps } from '../part'
import { FaqBlock } from './FaqBlock'
import { getFaqs } from '@/features/faq/server'

export default async function FaqPart({ bloc, site, locale, headingLevel }: BlocPartProps) {
  const typeIds = faqTypeIds(bloc)
  const faqs = typeIds.length > 0 ? await getFaqs(typeIds.join(','), site, locale) : []
  return faqs.length > 0 && <FaqBlock faqs={faqs} headingLevel={headingLevel} />
}
