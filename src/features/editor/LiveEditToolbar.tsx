'use client'

import { useTranslations } from 'next-intl'

import { Icon } from '@/ui/Icon'

import type { LiveEditStatus } from './live-edit-api'
import { SwitchTrack } from './LiveEditSwitch'
import { useLiveEdit } from './use-live-edit'

/** A document the page shows, opened in the admin from the toolbar. */
export type EditedDocument = { kind: 'page' | 'navigation'; name: string; href: string }

type Props = {
  /** Set when the server rendered this page in live edit: no need to ask. */
  known?: LiveEditStatus
  documents?: EditedDocument[]
}

const LINK = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold underline-offset-4 hover:underline'

/**
 * The editors' bar on every page (§6). The public page is cached and the same for everyone: the
 * bar asks the site whether this browser is a signed-in editor and stays empty for visitors.
 */
export function LiveEditToolbar({ known, documents = [] }: Props) {
  const t = useTranslations('liveEdit')
  const { staff, enabled, busy, failed, toggle } = useLiveEdit(known)
  if (!staff) return null
  return (
    <aside
      aria-label={t('toolbar')}
      className="fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] left-4 z-50 flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-ink px-3 py-1 text-surface shadow-xl lg:bottom-4"
      data-live-edit={enabled ? 'on' : 'off'}
    >
      <Icon icon="pencil-line" className="size-5 shrink-0" />
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        disabled={busy}
        // The service worker asks the network first and never keeps a draft page: a reload shows the other view.
        onClick={() => toggle(() => window.location.reload())}
        className="inline-flex min-h-11 items-center gap-3 rounded-full px-2 text-sm font-semibold disabled:cursor-wait"
      >
        {t('title')}
        <SwitchTrack on={enabled} />
        <span className="sr-only">{enabled ? t('on') : t('off')}</span>
      </button>
      {enabled && (
        <ul className="flex flex-wrap items-center">
          {documents.map((document) => (
            <li key={document.href}>
              <a href={document.href} target="_blank" rel="noopener" className={LINK}>
                {t(`edit.${document.kind}`, { name: document.name })}
                <Icon icon="external-link" className="size-4" />
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="w-full px-2 pb-1 text-sm font-semibold">
          {t('error')}
        </p>
      )}
    </aside>
  )
}
