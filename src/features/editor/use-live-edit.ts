'use client'

import { useEffect, useReducer, useState } from 'react'

import { EDITOR_HINT_COOKIE, hasEditorHint } from '@/lib/editor-hint'
import { requestJson } from '@/lib/http-client'
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
    if (!status.staff) document.cookie = `${EDITOR_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`
  }

  useEffect(() => {
    // A visitor's browser has no hint (src/lib/editor-hint.ts): nothing to ask.
    if (known || !hasEditorHint(document.cookie)) return
    const controller = new AbortController()
    // Asked when the browser is idle: most visitors are not editors, and the page has other work first.
    const cancel = whenIdle(() =>
      // No answer: the visitor is treated as a visitor.
      requestJson<LiveEditStatus>(ENDPOINT, { cache: 'no-store', signal: controller.signal }).then(({ ok, body }) => {
        if (ok && body && !controller.signal.aborted) apply(body)
      }),
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
    const { ok, status, body } = await requestJson<LiveEditStatus>(ENDPOINT, { json: { enabled: !enabled } })
    setBusy(false)
    if (status === 401) setStaff(false)
    if (!ok || !body) {
      setFailed(true)
      return
    }
    apply(body)
    after?.()
  }

  return { staff, enabled, busy, failed, toggle }
}
