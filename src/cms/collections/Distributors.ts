import type { CollectionConfig, Field } from 'payload'

import { publicReference, staffField } from '../access/access'

const text = (...names: string[]): Field[] => names.map((name) => ({ name, type: 'text' }))
// Operator-internal contacts and ids: §7's public distributor shape leaves them out.
const staffText = (...names: string[]): Field[] => names.map((name) => ({ name, type: 'text', access: { read: staffField } }))

/**
 * §3 distributor in both shapes: the content service's (name … redirects) and the cable-operator
 * lookup's (address2 … bypass). Ids are the operator's content ids (Fribourg is 376, §9).
 */
export const Distributors: CollectionConfig = {
  slug: 'distributors',
  ...publicReference,
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name', 'key', 'city'], group: 'Network' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content service',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'key', type: 'text', required: true, unique: true, index: true },
                { name: 'id_ws', type: 'text' },
              ],
            },
            ...text('email', 'website', 'address', 'npa', 'city', 'phone'),
            {
              name: 'zip_codes_list',
              type: 'textarea',
              admin: { description: 'Comma-separated postal codes (whitespace is ignored).' },
            },
            {
              name: 'redirects',
              type: 'array',
              admin: { description: "Pack key → target URL; key 'all' matches every pack." },
              fields: [
                { name: 'key', type: 'text', required: true },
                { name: 'target', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'Cable lookup',
          fields: [
            ...text('name2', 'address2', 'zip', 'tel', 'fax', 'email2', 'url', 'logo'),
            ...staffText('hva_firstname', 'hva_lastname', 'hva_tel', 'hva_email', 'sc_hva_f', 'sc_hva_g', 'sc_id'),
            ...staffText('srvp_id'),
            ...text('srvp_name'),
            ...staffText('nga_prid'),
            ...text('tv_name'),
            ...text('coax', 'copper', 'fibre', 'inet_download', 'inet_upload', 'bypass'),
            ...text('url_internet', 'url_tel', 'url_tv', 'url_sdtv', 'url_hdtv', 'url_4k', 'url_mysports', 'url_hva'),
          ],
        },
      ],
    },
  ],
}
