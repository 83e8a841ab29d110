import type { CollectionConfig } from 'payload'

import { mediaDir } from '@/lib/env'
import { publicFileHeaders } from '@/lib/public-file-headers'

import { publicReference } from '../access/access'

/** Named sizes of §9; the hero uses them at widths 0 / 1024 / 1920. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: publicReference.access,
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*', 'application/pdf'],
    // Public files: browsers and shared caches keep them a day (an upload never reuses a file name);
    // a PDF is downloaded, never opened in the site's origin.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      for (const [name, value] of Object.entries(publicFileHeaders(headers.get('Content-Type') ?? ''))) headers.set(name, value)
      return headers
    },
    imageSizes: [
      { name: 'header_big', width: 3000, height: 1154, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'header_nbig', width: 1920, height: 738, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'header_big_mobile', width: 992, height: 1323, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'banner', width: 688, height: 392, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [
    { name: 'name', type: 'text', localized: true },
    { name: 'alt', type: 'text', localized: true },
    { name: 'caption', type: 'text', localized: true },
    { name: 'folder', type: 'text', defaultValue: 'default', index: true },
  ],
}
