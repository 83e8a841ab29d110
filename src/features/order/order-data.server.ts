import 'server-only'

import { cms } from '@/cms/client'

import type { ContentDistributor } from './distributor-rules'

/** §3 content-service distributors (zip codes and redirects) the funnel decides with. */
export async function loadOrderDistributors(): Promise<ContentDistributor[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'distributors', pagination: false, depth: 0, sort: 'id' })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    email: doc.email ?? '',
    website: doc.website ?? '',
    address: doc.address ?? '',
    npa: doc.npa ?? '',
    city: doc.city ?? '',
    phone: doc.phone ?? '',
    key: doc.key,
    id_ws: doc.id_ws ?? '',
    zip_codes: { zip_codes_list: doc.zip_codes_list ?? '' },
    redirects: (doc.redirects ?? []).map((r) => ({ key: r.key, target: r.target })),
  }))
}
