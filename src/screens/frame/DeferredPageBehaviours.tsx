'use client'

import { useEffect, useState, type ComponentType } from 'react'

import type { PageBehavioursProps } from './PageBehaviours'

/**
 * A component fetched and run once the page has hydrated, in a task of its own: what it draws is
 * not needed on arrival, so its code stays out of the page's first scripts. A chunk that fails to
 * load is ChunkReload's to handle.
 */
function useAfterHydration<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  useEffect(() => {
    let mounted = true
    void load().then((loaded) => {
      if (mounted) setComponent(() => loaded)
    })
    return () => {
      mounted = false
    }
  }, [load])
  return Component
}

const loadPageBehaviours = () => import('./PageBehaviours').then((module) => module.PageBehaviours)
const loadLoadingBar = () => import('./LoadingBar').then((module) => module.LoadingBar)

/** The page's behaviours (PageBehaviours): page views, idle prefetch, offline support, tracker, editors' toolbar. */
export function DeferredPageBehaviours(props: PageBehavioursProps) {
  const Behaviours = useAfterHydration(loadPageBehaviours)
  return Behaviours && <Behaviours {...props} />
}

/**
 * The loading bar (its library is the largest of these scripts), in the layout that stays while
 * a visitor moves between pages: one bar starts on a click and ends on the URL it leads to. In each
 * page's own frame, the frame that started a bar went away with the page it left, and the next
 * frame either missed the bar or stopped it before the page had come.
 */
export function DeferredLoadingBar() {
  const Bar = useAfterHydration(loadLoadingBar)
  return Bar && <Bar />
}
