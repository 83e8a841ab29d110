'use client'

import { useEffect, useLayoutEffect, useRef } from 'react'

import { replayEarlyInput, takeEarlyInput } from './early-input'
import type { HeldInput } from './early-input-script'

/**
 * Gives the live page what a visitor did before it ran (early-input.ts). The holding ends in the
 * commit that hydrates the page, before a press can reach React twice; what was held is done again
 * in the task after the page's effects, where each step can render before the next (flushSync).
 */
export function EarlyInput() {
  const held = useRef<HeldInput[]>([])
  useLayoutEffect(() => {
    held.current = takeEarlyInput()
  }, [])
  useEffect(() => {
    const timer = setTimeout(() => replayEarlyInput(held.current.splice(0)))
    return () => clearTimeout(timer)
  }, [])
  return null
}
