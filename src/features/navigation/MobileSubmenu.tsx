'use client'

import { useId, useState, type ReactNode } from 'react'

import { Icon } from '@/ui/Icon'

/** One expandable level of the mobile drawer: a disclosure button and the nested list. */
export function MobileSubmenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-4 px-4 text-left font-semibold transition-colors duration-200 hover:bg-surface-alt"
      >
        {label}
        <Icon icon="chevron-down" size={20} className={`shrink-0 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open} className="bg-surface-alt">
        {children}
      </div>
    </>
  )
}
