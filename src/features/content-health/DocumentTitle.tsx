'use client'

import { SetStepNav } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * The view's name in the admin's breadcrumb and the browser's tab, in the editor's language (a
 * custom view's page title is fixed in the configuration, in one language).
 */
export function ViewTitle({ title, suffix }: { title: string; suffix: string }) {
  useEffect(() => {
    document.title = `${title}${suffix}`
  }, [title, suffix])
  return <SetStepNav nav={[{ label: title }]} />
}
