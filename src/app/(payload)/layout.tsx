/* Payload admin root layout (generated shape, kept as Payload expects it). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'

import { importMap } from './admin/importMap.js'
import { serverFunction } from './server-function'

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
