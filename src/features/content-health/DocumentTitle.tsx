'use client'

import { SetStepNav } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * The view's name in the admin's breadcrumb and the browser's tab, in the editor's language: a
 * custom view's page title is fixed in the configuration, in one language, and Next writes it
 * into the head after the view has run, so the name is set again whenever the head changes.
 */
export function ViewTitle({ title, documentTitle }: { title: string; documentTitle: string }) {
  useEffect(() => {
    const apply = () => {
      if (document.title !== documentTitle) document.title = documentTitle
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [documentTitle])
  return <SetStepNav nav={[{ label: title }]} />
}
