import { useTranslations } from 'next-intl'
import { Icon } from '@/ui/Icon'

type Props = {
  href: string
  /** What the link edits, read by screen readers and shown on hover. */
  what: 'hero' | 'title' | 'bloc' | 'news'
  number?: number
}

/**
 * Live edit (§6): the "edit" link of one block, opening its document in the admin in a new tab.
 * Rendered only in live edit, never in the public cache.
 */
export function EditLink({ href, what, number }: Props) {
  const t = useTranslations('liveEdit')
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      data-edit-link={what}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-dashed border-primary bg-surface px-3 text-sm font-semibold text-link shadow-sm hover:bg-surface-alt"
    >
      <Icon icon="pencil-line" className="size-4" />
      {t(`block.${what}`, { number: number ?? 0 })}
      <span className="sr-only">{t('newTab')}</span>
    </a>
  )
}
