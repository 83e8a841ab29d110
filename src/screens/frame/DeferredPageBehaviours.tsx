'use client'

import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

import type { LoadingBar } from './LoadingBar'
import type { PageBehaviours, PageBehavioursProps } from './PageBehaviours'

/**
 * A component fetched and run once the page has hydrated, in a task of its own: what it draws is
 * not needed on arrival, so its code stays out of the page's first scripts. A chunk that fails to
 * load is ChunkReload's to handle.
 */
function useAfterHydration<C>(load: () => Promise<C>, set: Dispatch<SetStateAction<C | null>>): void {
  useEffect(() => {
    let mounted = true
    void load().then((loaded) => {
      if (mounted) set(() => loaded)
    })
    return () => {
      mounted = false
    }
  }, [load, set])
}

const loadPageBehaviours = () => import('./PageBehaviours').then((module) => module.PageBehaviours)
const loadLoadingBar = () => import('./LoadingBar').then((module) => module.LoadingBar)

/** The page's behaviours (PageBehaviours): page views, idle prefetch, status dots, offline support, tracker, vitals, editors' toolbar. */
export function DeferredPageBehaviours(props: PageBehavioursProps) {
  const [Behaviours, setBehaviours] = useState<typeof PageBehaviours | null>(null)
  useAfterHydration(loadPageBehaviours, setBehaviours)
  return Behaviours && <Behaviours {...props} />
}

/**
 * The loading bar (its library is the largest of these scripts), in the layout that stays while
 * a visitor moves between pages: one bar starts on a click and ends on the URL it leads to. In each
 * page's own frame, the frame that started a bar went away with the page it left, and the next
 * frame either missed the bar or stopped it before the page had come.
 */
export function DeferredLoadingBar() {
  const [Bar, setBar] = useState<typeof LoadingBar | null>(null)
  useAfterHydration(loadLoadingBar, setBar)
  return Bar && <Bar />
}
