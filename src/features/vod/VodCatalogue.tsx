'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { formatPrice } from '@/lib/formats'
import { BUTTON_PRIMARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { selectedVod, withSelection, type VodItem } from './vod-catalogue'

/**
 * The VOD catalogue (§3 "list with one selected"): a grid of posters; choosing one opens its
 * details in a modal panel (keyboard focus moves in, Escape closes, focus returns to the poster).
 * The selection is in the URL, so it can be shared and the back button closes or reopens it.
 */
export function VodCatalogue({ vods }: { vods: VodItem[] }) {
  const t = useTranslations('vod')
  const [selected, setSelected] = useState<VodItem | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const selectedRef = useRef<VodItem | null>(null)
  const titleId = useId()

  useEffect(() => {
    const restore = () => setSelected(selectedVod(window.location.search, vods))
    restore()
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [vods])

  useEffect(() => {
    selectedRef.current = selected
    const panel = dialog.current
    if (!panel) return
    if (selected && !panel.open) panel.showModal()
    if (!selected && panel.open) panel.close()
  }, [selected])

  const choose = (vod: VodItem | null) => {
    window.history.pushState(null, '', `${window.location.pathname}${withSelection(window.location.search, vod?.id ?? null)}`)
    setSelected(vod)
  }

  const price = selected?.price ? formatPrice(selected.price) || selected.price : null

  return (
    <>
      <p role="status" className="text-lg font-semibold">
        {t('count', { count: vods.length })}
      </p>
      <ul role="list" className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:gap-6 lg:grid-cols-4 xl:grid-cols-5" data-testid="vod-grid">
        {vods.map((vod, index) => (
          <li key={vod.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => choose(vod)}
              className="group flex w-full flex-col gap-2 rounded-xl text-left"
              data-vod={vod.id}
            >
              {vod.poster ? (
                <img
                  src={vod.poster.url}
                  alt=""
                  width={vod.poster.width}
                  height={vod.poster.height}
                  loading={index < 5 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[2/3] h-auto w-full rounded-xl object-cover shadow-sm transition-transform duration-200 group-hover:-translate-y-1 motion-reduce:transition-none"
                />
              ) : (
                <span className="block aspect-[2/3] w-full rounded-xl bg-surface-alt" aria-hidden="true" />
              )}
              <span className="font-bold leading-tight">{vod.title}</span>
              <span className="text-sm text-muted">{[vod.genre, vod.year].filter(Boolean).join(' · ')}</span>
              {vod.price && (
                <span className="text-sm font-semibold">{t('priceValue', { price: formatPrice(vod.price) || vod.price })}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          // Escape or the close button: the URL forgets the selection too.
          if (selectedRef.current) choose(null)
        }}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-lg overflow-y-auto bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60"
        data-testid="vod-panel"
      >
        {selected && (
          <div className="flex flex-col gap-6 p-6 md:p-8">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-2xl font-bold tracking-tight md:text-3xl">
                {selected.title}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line hover:bg-surface-alt"
                aria-label={t('close')}
              >
                <Icon icon="x" size={24} />
              </button>
            </div>
            {selected.description && <p className="max-w-[70ch] text-lg">{selected.description}</p>}
            <div className="flex items-start gap-6">
              {selected.poster && (
                <img
                  src={selected.poster.url}
                  alt={selected.poster.alt}
                  width={selected.poster.width}
                  height={selected.poster.height}
                  className="aspect-[2/3] h-auto w-28 shrink-0 rounded-xl object-cover sm:w-36"
                />
              )}
              <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
                {selected.genre && (
                  <>
                    <dt className="font-semibold">{t('genre')}</dt>
                    <dd>{selected.genre}</dd>
                  </>
                )}
                {selected.year && (
                  <>
                    <dt className="font-semibold">{t('year')}</dt>
                    <dd>{selected.year}</dd>
                  </>
                )}
                {selected.duration && (
                  <>
                    <dt className="font-semibold">{t('duration')}</dt>
                    <dd className="inline-flex items-center gap-2">
                      <Icon icon="clock" size={18} />
                      {t('minutes', { minutes: selected.duration })}
                    </dd>
                  </>
                )}
                {price && (
                  <>
                    <dt className="font-semibold">{t('price')}</dt>
                    <dd className="text-2xl font-extrabold">{t('priceValue', { price })}</dd>
                  </>
                )}
              </dl>
            </div>
            {selected.url && (
              <a href={selected.url} target="_blank" rel="noopener noreferrer" className={`${BUTTON_PRIMARY} self-start`}>
                {t('trailer')}
                <Icon icon="external-link" size={18} />
                <span className="sr-only">{t('newTab')}</span>
              </a>
            )}
          </div>
        )}
      </dialog>
    </>
  )
}
