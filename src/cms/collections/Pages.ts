import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { headersField } from '../fields/hero'
import { linkField } from '../fields/link'
import { BLOC_FORMS, BLOC_TEASERS, CATALOGUES, FIXED_ROUTES, sectionOptions, siteOptions } from '../fields/options'

const PRODUCT_KINDS = ['product', 'internet', 'mobile', 'phone', 'tv'] as const

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
        { name: 'faq_type', type: 'relationship', relationTo: 'faq-types', hasMany: true },
        {
          name: 'form',
          type: 'select',
          options: BLOC_FORMS.map((kind) => ({ label: kind, value: kind })),
          admin: {
            description:
              'A form shown at the end of this bloc (contact, moving, cancellation, a satisfaction survey, the roaming tariff lookup, the data-breach check, the partner area, the availability check with the offers at the address, the pack configurator with its running price).',
          },
        },
        {
          name: 'survey',
          type: 'relationship',
          relationTo: 'surveys',
          validate: (value: unknown, { siblingData }: { siblingData: { form?: string | null } }) =>
            siblingData.form !== 'satisfaction' || Boolean(value) || 'A satisfaction bloc asks one survey: pick it.',
          admin: { condition: (_, sibling) => sibling?.form === 'satisfaction', description: 'The survey this bloc asks.' },
        },
        {
          name: 'teasers',
          type: 'select',
          hasMany: true,
          options: BLOC_TEASERS.map((teaser) => ({ label: teaser, value: teaser })),
          admin: {
            description:
              'The site’s latest three news, its network status in one line, its satisfaction figure, its latest three references, the phone and contact page of the page’s audience.',
          },
        },
        {
          name: 'solutions',
          type: 'relationship',
          relationTo: 'pages',
          hasMany: true,
          // Ids only: the cards read each page through the published, per-site loader.
          maxDepth: 0,
          admin: {
            description:
              'Pages shown as solution cards: title, introduction and the lowest current monthly price of the catalogue offers on that page for this site, or “on quote” when it shows none.',
          },
        },
        {
          name: 'catalogue',
          type: 'select',
          options: CATALOGUES.map((catalogue) => ({ label: catalogue, value: catalogue })),
          admin: { description: 'The TV channel list or the VOD catalogue shown in this bloc.' },
        },
        {
          name: 'offers',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          filterOptions: { kind: { not_equals: 'option' } },
          admin: {
            description:
              'Catalogue offers shown as cards with their prices; a page shared by several sites lists the offers of each, every site shows its own.',
          },
        },
        {
          name: 'contents',
          type: 'array',
          fields: [
            {
              name: 'products',
              type: 'array',
              fields: [
                {
                  name: 'kind',
                  type: 'select',
                  required: true,
                  defaultValue: 'product',
                  options: PRODUCT_KINDS.map((kind) => ({ label: kind, value: kind })),
                },
                { name: 'name', type: 'text', localized: true, required: true },
                { name: 'price', type: 'text' },
                { name: 'features', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
                {
                  ...linkField('details'),
                  admin: { description: 'A second link of this offer, e.g. the channel list of a TV pack (?pack=basic).' },
                },
              ],
            },
            linkField('link', [{ name: 'section', type: 'text' }]),
          ],
        },
        {
          name: 'videos',
          type: 'array',
          fields: [
            { name: 'url', type: 'text', required: true },
            { name: 'title', type: 'text', localized: true },
          ],
        },
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
