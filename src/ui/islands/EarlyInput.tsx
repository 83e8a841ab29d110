'use client'

import { useLayoutEffect } from 'react'

import { whenIdle } from '@/ui/when-idle'

import { replayEarlyInput, takeEarlyInput } from './early-input'

/**
 * Gives the live page what a visitor did before it ran (early-input.ts). The holding goes on until
 * hydrating is over, the browser idle after the commit that hydrates the page (at most a second).
 * Then, in a task of its own where each step renders before the next (flushSync), the values
 * entered are given to React and what was held is done again, once.
 */
export function EarlyInput() {
  useLayoutEffect(() => whenIdle(() => replayEarlyInput(takeEarlyInput()), 1000), [])
  return null
}
