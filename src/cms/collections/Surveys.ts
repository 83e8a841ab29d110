import type { CollectionConfig } from 'payload'

import { publicReference } from '../access/access'
import { SURVEY_QUESTION_KINDS } from '../fields/options'

/** The question key names the column of the answers (CSV export, results): short, stable, no spaces. */
const QUESTION_KEY = /^[a-z][a-z0-9_]{0,39}$/

/**
 * A satisfaction survey (§1, §2): the questions editors ask, placed on a page by a bloc whose form
 * is 'satisfaction'. Its answers are in `survey-answers`; the results field below counts them.
 */
export const Surveys: CollectionConfig = {
  slug: 'surveys',
  ...publicReference,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'], group: 'Requests' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'questions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      admin: {
        description:
          "Answered in this order. A question's key names its column in the results and the CSV export: do not change it once answers exist.",
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                (value && QUESTION_KEY.test(value)) || 'Lower-case letters, digits and _ (e.g. "recommend").',
            },
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'scale5',
              options: SURVEY_QUESTION_KINDS.map((value) => ({ label: value, value })),
            },
            { name: 'required', type: 'checkbox', defaultValue: true },
            {
              name: 'main',
              type: 'checkbox',
              admin: { description: 'The scale question the footer badge counts (≥ 4 of 5, ≥ 7 of 10 is satisfied).' },
            },
          ],
        },
        { name: 'label', type: 'text', required: true, localized: true },
        {
          name: 'options',
          type: 'array',
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
            siblingData.kind !== 'choice' || (Array.isArray(value) && value.length >= 2) || 'A choice question needs at least two options.',
          admin: { condition: (_, sibling) => sibling?.kind === 'choice' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', required: true },
                { name: 'label', type: 'text', required: true, localized: true },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'badge',
      type: 'group',
      admin: { description: 'The "customers satisfied" badge of the footer on the sites where this survey is on the satisfaction page.' },
      fields: [
        {
          name: 'threshold',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: 30,
          admin: { description: 'Answers of a site needed before the badge shows their share of satisfied customers.' },
        },
        {
          name: 'text',
          type: 'text',
          localized: true,
          admin: { description: 'Shown on the badge until a site has that many answers, e.g. "96 % of our customers are satisfied".' },
        },
      ],
    },
    {
      name: 'results',
      type: 'ui',
      admin: { components: { Field: '@/features/satisfaction/admin#SurveyResults' } },
    },
  ],
}
