'use client'

import { useEffect } from 'react'

import { isLocale } from '@/i18n/locales'
import { isSiteId } from '@/sites/sites'
import { whenIdle } from '@/ui/when-idle'

import { networkStatusDot } from './alert-panel'
import { fetchNetworkStatus } from './client-api'

const DOTS = '[data-network-status-dot]'

/**
 * Shows the state of every status dot on the page (NetworkStatusDot) once the status has come:
 * one request, asked when the browser is idle. A dot drawn later (the mobile menu's, a page the
 * visitor moves to) shows it as it comes.
 */
export function NetworkStatusDots({ site, locale }: { site: number; locale: string }) {
  useEffect(() => {
    if (!isSiteId(site) || !isLocale(locale) || !document.querySelector(DOTS)) return
    let live = true
    let state = ''
    const show = (root: Element | Document) => {
      if (root instanceof HTMLElement && root.matches(DOTS)) root.dataset.status = state
      for (const dot of root.querySelectorAll<HTMLElement>(DOTS)) dot.dataset.status = state
    }
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && show(node))
    })
    const cancel = whenIdle(
      () =>
        void fetchNetworkStatus(site, locale).then((status) => {
          if (!live) return
          state = networkStatusDot(status)
          show(document)
          observer.observe(document.body, { childList: true, subtree: true })
        }),
    )
    return () => {
      live = false
      cancel()
      observer.disconnect()
    }
  }, [site, locale])
  return null
}
