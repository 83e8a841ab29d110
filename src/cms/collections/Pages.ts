import type { CollectionConfig, Field } from 'payload'

import { publishedContent } from '../access/access'
import { headersField } from '../fields/hero'
import { FIXED_ROUTES, sectionOptions, siteOptions } from '../fields/options'
import { BLOC_PARTS } from '@/screens/blocks/parts'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['id', 'title', 'type', 'sites', '_status', 'updatedAt'],
    group: 'Content',
  },
  access: publishedContent.access,
  // Editors restore older versions and schedule a publication (run by the jobs queue, payload.config.ts).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: 'id',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'text', localized: true },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      index: true,
      admin: {
        description: 'Path of the page in this language without its id, e.g. "etat-du-reseau". Empty: no page in this language.',
      },
    },
    { name: 'category', type: 'text', localized: true },
    { name: 'description', type: 'richText', localized: true },
    { name: 'text_1', type: 'richText', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'page',
          options: [
            { label: 'Page', value: 'page' },
            { label: 'News (actualit_s)', value: 'actualit_s' },
            { label: 'Blog', value: 'blog' },
          ],
        },
        { name: 'pagetype', type: 'text' },
        {
          name: 'theme',
          type: 'select',
          options: [{ label: 'Dark', value: 'dark-theme' }],
        },
      ],
    },
    {
      name: 'sites',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['1'],
      options: siteOptions,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'sections',
      type: 'select',
      hasMany: true,
      options: sectionOptions,
      admin: { position: 'sidebar', description: 'The first section decides the audience.' },
    },
    {
      name: 'screen',
      type: 'select',
      options: FIXED_ROUTES.map((screen) => ({ label: screen, value: screen })),
      index: true,
      admin: { position: 'sidebar', description: 'The fixed route (e.g. /commande) that renders this page.' },
    },
    {
      name: 'colors',
      type: 'array',
      fields: [
        { name: 'primary', type: 'text' },
        { name: 'accent', type: 'text' },
      ],
    },
    headersField,
    {
      name: 'blocs',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'color', type: 'text' },
            { name: 'section', type: 'text', admin: { description: 'Anchor / section name of the bloc.' } },
          ],
        },
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'richText', localized: true },
        ...BLOC_PARTS.flatMap((part): Field[] => part.fields),
      ],
    },
    // `aio:images` / `aio:documents` of §3; the API adds the prefix.
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'documents', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
