'use client'

import { useEffect } from 'react'

import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReload } from './chunk-reload'

/** Reloads once when a new deployment removed a chunk this page still asks for (§4), never in a loop. */
export function ChunkReload() {
  useEffect(() => {
    const onFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN)
      const now = Date.now()
      if (!shouldReload(Number.isNaN(last) ? null : last, now)) return
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
      window.location.reload()
    }
    const onError = (event: ErrorEvent) => onFailure(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
