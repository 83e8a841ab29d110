'use client'

import { useEffect } from 'react'

import { isLocale } from '@/i18n/locales'
import { isSiteId } from '@/sites/sites'
import { whenIdle } from '@/ui/when-idle'

import { networkStatusDot } from './alert-panel'
import { fetchNetworkStatus } from './client-api'

const DOTS = '[data-network-status-dot]'

/**
 * Shows the state of every status dot on the page (NetworkStatusDot): one request, asked when the
 * browser is idle once a dot is on screen. A phone hides the top bar's dot, so it asks when the
 * visitor opens the menu or reaches the footer; a dot drawn after the answer shows it as it comes.
 */
export function NetworkStatusDots({ site, locale }: { site: number; locale: string }) {
  useEffect(() => {
    if (!isSiteId(site) || !isLocale(locale)) return
    let live = true
    let state: string | null = null
    let asked = false
    let cancel: () => void = () => undefined
    const show = (root: Element | Document) => {
      if (root instanceof HTMLElement && root.matches(DOTS)) root.dataset.status = state ?? ''
      for (const dot of root.querySelectorAll<HTMLElement>(DOTS)) dot.dataset.status = state ?? ''
    }
    const onScreen = new IntersectionObserver((entries) => {
      if (asked || !entries.some((entry) => entry.isIntersecting)) return
      asked = true
      onScreen.disconnect()
      cancel = whenIdle(
        () =>
          void fetchNetworkStatus(site, locale).then((status) => {
            if (!live) return
            state = networkStatusDot(status)
            show(document)
          }),
      )
    })
    const watch = (root: Element | Document) => {
      if (asked) return
      if (root instanceof Element && root.matches(DOTS)) onScreen.observe(root)
      for (const dot of root.querySelectorAll(DOTS)) onScreen.observe(dot)
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
      onScreen.disconnect()
      drawn.disconnect()
    }
  }, [site, locale])
  return null
}
