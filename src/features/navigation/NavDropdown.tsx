'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { Icon } from '@/ui/Icon'

/**
 * A main-menu entry with children (≥ 992 px): a button opening its mega-menu panel. Escape
 * closes and returns focus to the button; a click elsewhere, focus leaving or following a link
 * closes it too, so only one panel is ever open.
 */
export function NavDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div
      ref={root}
      className="contents"
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 text-[15px] font-semibold whitespace-nowrap transition-colors duration-200 hover:bg-surface-alt hover:text-link nav-full:px-4 ${
          open ? 'bg-surface-alt text-link' : ''
        }`}
      >
        {label}
        <Icon icon="chevron-down" size={16} className={`transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false)
        }}
        className="absolute inset-x-0 top-full z-40 border-t border-line bg-header shadow-[0_16px_32px_-16px_rgb(20_33_61/0.35)] transition-[opacity,translate] duration-200 starting:-translate-y-1 starting:opacity-0"
      >
        {children}
      </div>
    </div>
  )
}
