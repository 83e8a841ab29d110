import type { CollectionConfig } from 'payload'

import { publicReference } from '../access/access'
import { siteOptions } from '../fields/options'

/** Per-site values the spec leaves as tokens (§2, §9): one document per site. */
export const SiteSettings: CollectionConfig = {
  slug: 'site-settings',
  admin: { useAsTitle: 'name', group: 'Settings' },
  access: publicReference.access,
  fields: [
    { name: 'site', type: 'select', required: true, unique: true, options: siteOptions },
    { name: 'name', type: 'text', required: true },
    {
      name: 'contactEmail',
      type: 'email',
      required: true,
      defaultValue: 'service@netplus.ch',
      admin: {
        description:
          'Receives the contact, moving and cancellation requests no distributor of the postal code takes, and the mobile orders (SIM cards sent by post).',
      },
    },
    {
      name: 'phones',
      type: 'group',
      fields: [
        { name: 'private', type: 'text', required: true },
        { name: 'business', type: 'text', required: true },
        { name: 'academy', type: 'text' },
      ],
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'linkedin', 'youtube'].map((value) => ({ label: value, value })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'logos',
      type: 'group',
      fields: [
        { name: 'private', type: 'upload', relationTo: 'media' },
        { name: 'business', type: 'upload', relationTo: 'media' },
        { name: 'academy', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'company',
      type: 'group',
      admin: { description: 'The publisher of the site (legal notice) and controller of its data (privacy policy).' },
      fields: [
        { name: 'legalName', type: 'text', required: true, defaultValue: 'Netplus SA' },
        { name: 'uid', type: 'text', admin: { description: 'Swiss company number, e.g. CHE-123.456.789.' } },
        {
          name: 'commercialRegister',
          type: 'text',
          localized: true,
          admin: { description: 'e.g. "Registre du commerce du canton du Valais".' },
        },
      ],
    },
    {
      name: 'address',
      type: 'group',
      admin: { description: 'Postal address shown on the contact pages and the legal notice.' },
      fields: [
        { name: 'street', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'postcode', type: 'text' },
            { name: 'city', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      admin: { description: 'Opening hours of the phone line of each audience, one row per range of days.' },
      fields: [
        {
          name: 'audience',
          type: 'select',
          required: true,
          defaultValue: 'private',
          options: [
            { label: 'Private customers', value: 'private' },
            { label: 'Business', value: 'business' },
          ],
        },
        { name: 'days', type: 'text', required: true, localized: true },
        { name: 'hours', type: 'text', required: true },
      ],
    },
    { name: 'copyrightYear', type: 'number', required: true, min: 1990, max: 2100 },
    {
      name: 'links',
      type: 'group',
      fields: [
        { name: 'customerArea', type: 'text' },
        { name: 'webmail', type: 'text' },
        { name: 'resellers', type: 'text' },
      ],
    },
  ],
}
