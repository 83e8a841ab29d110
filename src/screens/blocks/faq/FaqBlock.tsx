import { CmsRichText } from '@/ui/CmsRichText'
import { Icon } from '@/ui/Icon'
import { useTranslations } from 'next-intl'

import { groupFaqs, type FaqItem } from './faq-groups'

type Props = {
  faqs: readonly FaqItem[]
  /** Level of the group headings: one below the heading of the section the FAQ sits in. */
  headingLevel?: 2 | 3
}

/**
 * §3 FAQ as accordions: native <details>/<summary> (keyboard, screen readers and find-in-page
 * work without script), grouped by the first faq_name, the rest under "other questions".
 */
export function FaqBlock({ faqs, headingLevel = 3 }: Props) {
  const t = useTranslations('blocks')
  const groups = groupFaqs(faqs)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // A single group needs no heading of its own: the section title already says it.
  const titled = groups.length > 1
  return (
    <div className="flex max-w-[70ch] flex-col gap-10" data-testid="faq">
      {groups.map((group) => (
        <div key={group.key}>
          {titled && <Heading className="mb-4 text-xl font-bold md:text-2xl">{group.name ?? t('otherQuestions')}</Heading>}
          <ul role="list" className="flex flex-col gap-3">
            {group.faqs.map((faq) => (
              <li key={faq.id}>
                <details className="group rounded-xl border border-line bg-surface text-ink">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-lg font-semibold hover:bg-surface-alt [&::-webkit-details-marker]:hidden">
                    {faq.title}
                    <Icon
                      icon="chevron-down"
                      size={24}
                      strokeWidth={2}
                      className="shrink-0 text-link transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                    />
                  </summary>
                  {faq.text && (
                    <div className="px-5 pb-5">
                      <CmsRichText data={faq.text} className="prose-cms text-ink" />
                    </div>
                  )}
                </details>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
