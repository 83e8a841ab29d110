'use client'

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { Icon } from '@/ui/Icon'

type Props = {
  openLabel: string
  closeLabel: string
  title: string
  children: ReactNode
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * §2 mobile navigation (below 992 px): the burger opens a drawer that keeps focus inside, locks
 * the page scroll, and closes on Escape, on the close button, on the backdrop or when a link is
 * followed — focus then returns to the burger.
 */
export function MobileNav({ openLabel, closeLabel, title, children }: Props) {
  const [open, setOpen] = useState(false)
  const burger = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLDivElement>(null)
  const drawerId = useId()

  const close = useCallback(() => {
    setOpen(false)
    burger.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    drawer.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    // Growing past the breakpoint hides the burger: the drawer must not stay open behind it.
    const wide = window.matchMedia('(min-width: 992px)')
    const onWide = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onWide)
    return () => {
      root.style.overflow = previous
      wide.removeEventListener('change', onWide)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
      return
    }
    if (event.key !== 'Tab' || !drawer.current) return
    const focusable = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button
        ref={burger}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors duration-200 hover:bg-surface-alt nav:hidden"
        data-testid="burger"
      >
        <Icon icon="menu" size={24} strokeWidth={1.75} />
        <span className="sr-only">{openLabel}</span>
      </button>
      {/* Mounted only while open: the closed drawer costs no DOM and no hydration on phones. */}
      {open && (
        <div id={drawerId} className="fixed inset-0 z-50 nav:hidden">
          <div
            aria-hidden="true"
            onClick={close}
            className="absolute inset-0 bg-[rgb(13_27_42/0.55)] transition-opacity duration-300 starting:opacity-0"
          />
          <div
            ref={drawer}
            role="dialog"
            aria-modal="true"
            aria-label={title}
            onKeyDown={onKeyDown}
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a')) setOpen(false)
            }}
            className="absolute inset-y-0 right-0 flex w-full max-w-[420px] flex-col bg-header text-ink shadow-2xl transition-transform duration-300 starting:translate-x-full"
          >
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
              <span className="text-lg font-bold">{title}</span>
              <button
                type="button"
                onClick={close}
                className="inline-flex size-11 items-center justify-center rounded-full transition-colors duration-200 hover:bg-surface-alt"
              >
                <Icon icon="x" size={24} strokeWidth={1.75} />
                <span className="sr-only">{closeLabel}</span>
              </button>
            </div>
            <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          </div>
        </div>
      )}
    </>
  )
}
