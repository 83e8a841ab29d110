'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/ui/Icon'

import { findZoomLink, isPlainClick, ZOOM_AREA } from './zoom'

type Zoomed = { src: string; alt: string; opener: HTMLElement }

/**
 * The zoom viewer: a modal <dialog> (the rest of the page is inert while it is open), focus on
 * its close button, Escape or a click on the backdrop closes it, focus goes back to the link.
 */
function ZoomDialog({ zoomed, onClose }: { zoomed: Zoomed | null; onClose: () => void }) {
  const t = useTranslations('blocks')
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const [large, setLarge] = useState(false)

  useEffect(() => {
    const element = dialog.current
    if (!zoomed || !element) return
    setLarge(false)
    element.showModal()
    closeButton.current?.focus()
    return () => {
      if (element.open) element.close()
      zoomed.opener.focus()
    }
  }, [zoomed])

  return (
    <dialog
      ref={dialog}
      aria-label={t('zoomDialog')}
      // The native 'close' event covers Escape (cancel). It comes in a task of its own: a link opened
      // again meanwhile (Enter right after Escape) has shown the dialog, and that close is not its.
      onClose={() => {
        if (!dialog.current?.open) onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-auto h-[92dvh] max-h-none w-[min(96vw,1400px)] max-w-none overflow-hidden rounded-2xl bg-surface p-0 text-ink backdrop:bg-black/75"
    >
      {zoomed && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-end gap-2 border-b border-line p-2">
            <button
              type="button"
              onClick={() => setLarge((value) => !value)}
              aria-pressed={large}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface-alt"
            >
              {large ? <Icon icon="zoom-out" size={20} /> : <Icon icon="zoom-in" size={20} />}
              {large ? t('zoomOut') : t('zoomIn')}
            </button>
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface-alt"
            >
              <Icon icon="x" size={20} />
              {t('close')}
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto bg-surface-alt p-4">
            {/* The size is unknown until it loads; the dialog box, not the image, is reserved. */}
            <img src={zoomed.src} alt={zoomed.alt} className={large ? 'max-w-none' : 'max-h-full max-w-full object-contain'} />
          </div>
        </div>
      )}
    </dialog>
  )
}

/**
 * Opens the image links of the page's zoom areas (`data-zoom-area`: CMS rich text) in the viewer:
 * one listener on the document, so the areas stay the server's HTML. It listens while the click
 * goes down (capture), before the soft links' router would take a link to a picture for a page.
 */
export function ZoomViewer() {
  const [zoomed, setZoomed] = useState<Zoomed | null>(null)
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return
      const area = event.target.closest(`[${ZOOM_AREA}]`)
      const link = area && findZoomLink<Node>(event.target, area)
      if (!(link instanceof HTMLAnchorElement)) return
      event.preventDefault()
      const image = link.querySelector('img')
      setZoomed({ src: link.href, alt: image?.alt || link.textContent?.trim() || '', opener: link })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return <ZoomDialog zoomed={zoomed} onClose={() => setZoomed(null)} />
}
