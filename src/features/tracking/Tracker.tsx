'use client'

import { useEffect } from 'react'

import { whenIdle } from '@/ui/when-idle'

/**
 * §7: the tracker's script, added once per visit when the page has loaded and the browser is idle
 * (as `lazyOnload` scripts are). Its origin is in the script policy (security-headers.ts).
 */
export function Tracker({ src, publicKey }: { src: string; publicKey: string }) {
  useEffect(() => {
    if (document.querySelector('script[data-tracker]')) return
    let cancelIdle: () => void = () => undefined
    const add = () => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.dataset.tracker = ''
      script.dataset.publicKey = publicKey
      document.body.append(script)
    }
    const afterLoad = () => {
      cancelIdle = whenIdle(add, 5000)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      cancelIdle()
    }
  }, [src, publicKey])
  return null
}
