import type { Distributor } from '@/cms/payload-types'

/**
 * The two §3 shapes of a distributor: the content service's (postal codes and redirects, what the
 * §5 rules decide with) and the cable-operator lookup's (what /swisscable answers for an address).
 * Both are read from the same stored document.
 */

/** §3 distributor redirect; key 'all' matches every pack. */
export interface DistributorRedirect {
  key: string
  target: string
}

export const REDIRECT_ALL = 'all'

/** §3 distributor as the content service returns it (embed zip_codes and redirects). */
export interface ContentDistributor {
  id?: number
  name: string
  email: string
  website: string
  address: string
  npa: string
  city: string
  phone: string
  key: string
  id_ws: string
  zip_codes?: { zip_codes_list?: string | null } | null
  redirects?: readonly DistributorRedirect[] | null
}

export const CABLE_PROVIDER_FIELDS = [
  'address',
  'address2',
  'city',
  'coax',
  'copper',
  'email',
  'email2',
  'fax',
  'fibre',
  'hva_email',
  'hva_firstname',
  'hva_lastname',
  'hva_tel',
  'inet_download',
  'inet_upload',
  'name',
  'name2',
  'nga_prid',
  'logo',
  'sc_hva_f',
  'sc_hva_g',
  'sc_id',
  'srvp_id',
  'srvp_name',
  'tel',
  'tv_name',
  'url',
  'url_4k',
  'url_hdtv',
  'url_hva',
  'url_internet',
  'url_mysports',
  'url_sdtv',
  'url_tel',
  'url_tv',
  'zip',
  'bypass',
  'key',
] as const

export type CableProviderField = (typeof CABLE_PROVIDER_FIELDS)[number]

/** §3 distributor of the cable-operator lookup service; values are XML text. */
export type CableProvider = Partial<Record<CableProviderField, string>>

/** §3 distributor of the content service, zip_codes and redirects always embedded (the §5 rules need them). */
export function toApiDistributor(distributor: Distributor): ContentDistributor & { id: number; '@type': 'distributor' } {
  return {
    id: distributor.id,
    '@type': 'distributor',
    name: distributor.name,
    email: distributor.email ?? '',
    website: distributor.website ?? '',
    address: distributor.address ?? '',
    npa: distributor.npa ?? '',
    city: distributor.city ?? '',
    phone: distributor.phone ?? '',
    key: distributor.key,
    id_ws: distributor.id_ws ?? '',
    zip_codes: { zip_codes_list: distributor.zip_codes_list ?? '' },
    redirects: (distributor.redirects ?? []).map(({ key, target }) => ({ key, target })),
  }
}

/** Cable-lookup fields of a distributor document; absent or empty fields are left out. */
export function cableProviderOf(doc: Partial<Record<CableProviderField, string | null>>): CableProvider {
  const provider: CableProvider = {}
  for (const field of CABLE_PROVIDER_FIELDS) {
    const value = doc[field]
    if (value) provider[field] = value
  }
  return provider
}
