import type { CollectionConfig, CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { publishedContent } from '../access/access'
import { linkField } from '../fields/link'
import { PRODUCT_GROUPS, siteOptions } from '../fields/options'

/** The offer kinds of the catalogue; `option` is an add-on chosen with an offer. */
const PRODUCT_KINDS = [
  'internet-tv',
  'internet',
  'tv',
  'mobile',
  'phone',
  'business-internet',
  'business-mobile',
  'sip-trunk',
  'teams',
  'ip-centrex',
  'option',
] as const

/** A slug names one product of a site: the funnel's ?offre= and the order refer to it. */
const slugUniquePerSite: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const slug = data?.slug ?? originalDoc?.slug
  const site = data?.site ?? originalDoc?.site
  if (!slug || !site) return data
  const { docs } = await req.payload.find({
    collection: 'products',
    where: {
      and: [{ slug: { equals: slug } }, { site: { equals: site } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
    },
    limit: 1,
    depth: 0,
    draft: true,
    req,
  })
  if (docs.length > 0) {
    throw new ValidationError({
      collection: 'products',
      errors: [{ path: 'slug', message: `Another product of site ${String(site)} already uses this slug.` }],
    })
  }
  return data
}

/**
 * The product catalogue (also what the home pages' configurator prices): every offer and
 * option of a site and audience with its prices in CHF, so any combination can be priced.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  ...publishedContent,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'site', 'audience', 'kind', 'monthlyPrice', 'position', '_status'],
    group: 'Catalogue',
  },
  defaultSort: 'position',
  hooks: { beforeValidate: [slugUniquePerSite] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', localized: true, required: true },
        {
          name: 'slug',
          type: 'text',
          required: true,
          index: true,
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && /^[a-z0-9_-]+$/.test(value) ? true : 'Lower-case letters, digits, - and _ only.',
          admin: { description: 'Names the product in order links (?offre=…) and stored orders; unique per site.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site', type: 'select', required: true, index: true, options: siteOptions },
        {
          name: 'audience',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'private',
          options: [
            { label: 'Private', value: 'private' },
            { label: 'Business', value: 'business' },
          ],
        },
        { name: 'kind', type: 'select', required: true, options: PRODUCT_KINDS.map((kind) => ({ label: kind, value: kind })) },
        {
          name: 'position',
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          admin: { description: 'Order in lists, smallest first.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'monthlyPrice',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'CHF per month; for an option, what it adds to the offer.', step: 0.05 },
    },
    {
      name: 'fees',
      type: 'array',
      admin: { description: 'One-off fees (activation, box, installation), CHF.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true, required: true },
            { name: 'amount', type: 'number', required: true, min: 0 },
            {
              name: 'waivedOnline',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Not charged on an order placed on this site (the conditions promise it).' },
            },
          ],
        },
      ],
    },
    {
      name: 'promotion',
      type: 'group',
      admin: { description: 'A lower monthly price for orders placed until a date; leave empty for none.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'price', type: 'number', min: 0 },
            { name: 'validUntil', type: 'date', admin: { description: 'Last day an order gets the promotion.' } },
            {
              name: 'months',
              type: 'number',
              min: 1,
              max: 36,
              admin: {
                description: 'How many months the price holds from the order date ("3 mois à prix réduit": 3); empty: until the date.',
              },
            },
          ],
        },
        { name: 'label', type: 'text', localized: true },
      ],
    },
    {
      name: 'rebates',
      type: 'array',
      admin: {
        description:
          'Monthly rebates on each unit of this product, billed as their own line under the total (the largest that applies). Texts that promise one are checked against these.',
      },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'number', required: true, min: 0 },
            {
              name: 'unit',
              type: 'select',
              required: true,
              defaultValue: 'chf',
              options: [
                { label: 'CHF per month', value: 'chf' },
                { label: '% of the monthly price', value: 'percent' },
              ],
            },
            { name: 'minQuantity', type: 'number', defaultValue: 1, min: 1, admin: { description: 'From this many in one order.' } },
          ],
        },
        {
          name: 'withGroups',
          type: 'select',
          hasMany: true,
          options: PRODUCT_GROUPS.map((group) => ({ label: group, value: group })),
          admin: { description: 'Only when the order also holds one of these (empty: always).' },
        },
      ],
    },
    { name: 'features', type: 'array', fields: [{ name: 'text', type: 'text', localized: true, required: true }] },
    { ...linkField('details'), admin: { description: 'A second link on the card, e.g. the channel list of a TV pack (?pack=basic).' } },
    {
      type: 'row',
      fields: [
        {
          name: 'requires',
          type: 'select',
          hasMany: true,
          options: PRODUCT_GROUPS.map((group) => ({ label: group, value: group })),
          admin: { description: 'Sold only with these in the same order (e.g. TV needs internet on this network).' },
        },
        {
          name: 'maxQuantity',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          max: 10,
          admin: { description: 'How many one order may hold (mobile lines, TV boxes).' },
        },
      ],
    },
    {
      name: 'excludes',
      type: 'select',
      hasMany: true,
      options: PRODUCT_GROUPS.map((group) => ({ label: group, value: group })),
      admin: {
        description: 'Options only: never sold with these in the same order (e.g. internet alone, without TV, excludes tv).',
        condition: (data) => data?.kind === 'option',
      },
    },
    {
      name: 'options',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      filterOptions: ({ data }) => ({ kind: { equals: 'option' }, site: { equals: data?.site } }),
      admin: { description: 'The options that fit this offer: the funnel offers only these, and refuses the others.' },
    },
  ],
}
