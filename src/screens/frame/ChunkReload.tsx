'use client'

import { useEffect } from 'react'

import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReload } from './chunk-reload'

/**
 * §4: when a new deployment removed a chunk this page still asks for, reload once to get the new
 * one — at most once a minute, never in a loop. Says whether it reloads.
 */
export function reloadOnChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false
  const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN)
  const now = Date.now()
  if (!shouldReload(Number.isNaN(last) ? null : last, now)) return false
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  window.location.reload()
  return true
}

/** Failures outside React's rendering (scripts, promises); the error boundaries handle the rest. */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
