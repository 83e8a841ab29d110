import { priceListPdf, priceListQuery, unknownAudience } from '@/features/catalogue/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET ?audience=private|business&locale= → the site's price list as a PDF. */
export const GET = edge.route({
  call: 'price-list',
  query: priceListQuery,
  invalidQuery: unknownAudience,
  // Each list is written when asked: a few at once per instance, the next told to come back.
  concurrency: 4,
  handle: ({ site, locale, query }) => priceListPdf(site, locale, query.audience),
})
