'use client'

import { useId, useReducer, type ReactNode } from 'react'

import { Icon } from '@/ui/Icon'

import { accordionReducer, initialAccordionState } from './accordion'

type Group = { id: string; title: string; content: ReactNode }

/**
 * §4 footer columns: from 768 px plain headed columns; below, accordion buttons with one column
 * open at a time. Both headings are rendered and CSS shows one, so nothing shifts on load.
 */
export function FooterAccordion({ groups }: { groups: readonly Group[] }) {
  const [state, dispatch] = useReducer(accordionReducer, initialAccordionState)
  const base = useId()
  return (
    <div className="grid gap-x-8 md:grid-cols-2 md:gap-y-10 lg:grid-cols-4" data-testid="footer-columns">
      {groups.map((group) => {
        const open = state.open === group.id
        const panelId = `${base}-${group.id}`
        return (
          <div key={group.id} className="border-b border-white/15 md:border-0">
            <h2 className="hidden text-sm font-bold uppercase tracking-[0.08em] text-footer-title md:block">{group.title}</h2>
            <h2 className="md:hidden">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => dispatch({ type: 'toggle', id: group.id })}
                className="flex min-h-14 w-full items-center justify-between gap-4 text-left text-sm font-bold uppercase tracking-[0.08em] text-footer-title"
              >
                {group.title}
                <Icon icon="chevron-down" size={20} className={`shrink-0 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
              </button>
            </h2>
            <div id={panelId} className={`${open ? 'block' : 'hidden'} pb-5 md:block md:pb-0 md:pt-4`}>
              {group.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
