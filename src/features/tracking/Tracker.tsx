'use client'

import { useEffect } from 'react'

/**
 * §7: the tracker's script, added once per visit when the page has loaded and the browser is idle
 * (as `lazyOnload` scripts are). Its origin is in the script policy (security-headers.ts).
 */
export function Tracker({ src, publicKey }: { src: string; publicKey: string }) {
  useEffect(() => {
    if (document.querySelector('script[data-tracker]')) return
    let idle = 0
    // Safari has no idle callback: a timeout after the load event is the nearest.
    const idleWindow: Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window
    const onIdle = (callback: () => void) =>
      idleWindow.requestIdleCallback ? idleWindow.requestIdleCallback(callback, { timeout: 5000 }) : window.setTimeout(callback, 200)
    const cancelIdle = (id: number) => (idleWindow.cancelIdleCallback ? idleWindow.cancelIdleCallback(id) : window.clearTimeout(id))
    const add = () => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.dataset.tracker = ''
      script.dataset.publicKey = publicKey
      document.body.append(script)
    }
    const whenIdle = () => {
      idle = onIdle(add)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      cancelIdle(idle)
    }
  }, [src, publicKey])
  return null
}
