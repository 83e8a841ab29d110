'use client'

import { useEffect, useReducer, useState } from 'react'

import { whenIdle } from '@/ui/when-idle'

import { initialLiveEditState, liveEditReducer } from './live-edit'
import type { LiveEditStatus } from './live-edit-api'

const ENDPOINT = '/api/live-edit'

/**
 * The §4 live-edit flag of this browser, read from and switched through the site's endpoint (the
 * server checks the editor's session each time). `known`: the server already rendered live edit
 * on, so there is nothing to ask.
 */
export function useLiveEdit(known?: LiveEditStatus) {
  const [enabled, dispatch] = useReducer(liveEditReducer, known?.enabled ?? initialLiveEditState)
  const [staff, setStaff] = useState(known?.staff ?? false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const apply = (status: LiveEditStatus) => {
    setStaff(status.staff)
    dispatch({ type: status.enabled ? 'liveEdit/enable' : 'liveEdit/disable' })
  }

  useEffect(() => {
    if (known) return
    const controller = new AbortController()
    // Asked when the browser is idle: most visitors are not editors, and the page has other work first.
    const cancel = whenIdle(() =>
      fetch(ENDPOINT, { cache: 'no-store', signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<LiveEditStatus>) : null))
        .then((status) => status && apply(status))
        // No answer: the visitor is treated as a visitor.
        .catch(() => undefined),
    )
    return () => {
      cancel()
      controller.abort()
    }
  }, [known])

  /** Switches live edit; `after` runs once the server agreed (e.g. reload the page to show drafts). */
  async function toggle(after?: () => void) {
    setBusy(true)
    setFailed(false)
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabled: !enabled }),
      })
      if (response.status === 401) setStaff(false)
      if (!response.ok) throw new Error(`live edit switch answered ${response.status}`)
      apply((await response.json()) as LiveEditStatus)
      after?.()
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return { staff, enabled, busy, failed, toggle }
}
