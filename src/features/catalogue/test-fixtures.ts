import type { CatalogueItem } from './catalogue'

/** A catalogue record for unit tests: an internet offer at 0.- unless the fields say otherwise. */
export function catalogueItem(slug: string, fields: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    slug,
    name: slug,
    kind: 'internet',
    audience: 'private',
    description: '',
    monthlyPrice: 0,
    fees: [],
    promotion: null,
    rebates: [],
    features: [],
    options: [],
    details: null,
    requires: [],
    excludes: [],
    maxQuantity: 1,
    ...fields,
  }
}
