'use client'

import { useEffect } from 'react'

import { isLocale } from '@/i18n/locales'
import { isSiteId } from '@/sites/sites'
import { whenIdle } from '@/ui/when-idle'
import { whenNear } from '@/ui/when-near'

import { networkStatusDot } from './alert-panel'
import { fetchNetworkStatus } from './client-api'

const DOTS = '[data-network-status-dot]'

/** The dots in a part of the page that was drawn, the part itself included. */
const dotsIn = (root: Element | Document): HTMLElement[] => [
  ...(root instanceof HTMLElement && root.matches(DOTS) ? [root] : []),
  ...root.querySelectorAll<HTMLElement>(DOTS),
]

/**
 * Shows the state of every status dot on the page (NetworkStatusDot): one request, asked when the
 * browser is idle once a dot comes near the window (whenNear). A phone hides the top bar's dot, so
 * it asks when the visitor opens the menu or nears the footer; a dot drawn after the answer shows
 * it as it comes.
 */
export function NetworkStatusDots({ site, locale }: { site: number; locale: string }) {
  useEffect(() => {
    if (!isSiteId(site) || !isLocale(locale)) return
    let live = true
    let state: string | null = null
    let asked = false
    let cancel: () => void = () => undefined
    const stops: (() => void)[] = []
    const show = (root: Element | Document) => {
      for (const dot of dotsIn(root)) dot.dataset.status = state ?? ''
    }
    const ask = () => {
      if (asked) return
      asked = true
      stops.splice(0).forEach((stop) => stop())
      cancel = whenIdle(
        () =>
          void fetchNetworkStatus(site, locale).then((status) => {
            if (!live) return
            state = networkStatusDot(status)
            show(document)
          }),
      )
    }
    const watch = (root: Element | Document) => {
      for (const dot of dotsIn(root)) if (!asked) stops.push(whenNear(dot, ask))
    }
    const drawn = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => node instanceof Element && (state === null ? watch(node) : show(node)))
    })
    watch(document)
    drawn.observe(document.body, { childList: true, subtree: true })
    return () => {
      live = false
      cancel()
      stops.forEach((stop) => stop())
      drawn.disconnect()
    }
  }, [site, locale])
  return null
}
