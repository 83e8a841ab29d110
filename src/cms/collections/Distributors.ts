import type { CollectionConfig, Field } from 'payload'

import { publicReference, staffField } from '../access/access'
import { CANTONS, WEEKDAYS } from '../fields/options'

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
        {
          label: 'Installations',
          description: 'The technicians’ appointments customers book after ordering: how many per half-day, when not.',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'canton',
                  type: 'select',
                  options: [...CANTONS],
                  admin: { description: 'Its public holidays are never offered.' },
                },
                {
                  name: 'installationLeadDays',
                  type: 'number',
                  min: 0,
                  max: 60,
                  defaultValue: 3,
                  admin: { description: 'Working days between today and the first appointment offered.' },
                },
              ],
            },
            {
              name: 'installationCapacity',
              type: 'array',
              access: { read: staffField },
              admin: { description: 'Appointments per half-day, per working day; a day not listed is not worked.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'weekday',
                      type: 'select',
                      required: true,
                      // Weekends are never worked.
                      options: WEEKDAYS.slice(0, 5).map((value) => ({ label: value, value })),
                    },
                    { name: 'morning', type: 'number', required: true, min: 0, defaultValue: 0 },
                    { name: 'afternoon', type: 'number', required: true, min: 0, defaultValue: 0 },
                  ],
                },
              ],
            },
            {
              name: 'blockedDates',
              type: 'array',
              access: { read: staffField },
              admin: { description: 'Days without appointments (training, company holidays).' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'date',
                      type: 'date',
                      required: true,
                      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
                    },
                    { name: 'reason', type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
