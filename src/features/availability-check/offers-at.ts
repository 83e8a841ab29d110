import { packFamily, type Catalogue, type CatalogueItem } from '@/features/catalogue'
import { findRedirect, type ContentDistributor } from '@/features/distributors'

/**
 * The offers a visitor can order at an address served by this network: those whose pack the
 * local network does not take itself (§4 exception rules, per pack family).
 */
export function offersAt(catalogue: Catalogue, distributor: ContentDistributor): CatalogueItem[] {
  return catalogue.offers.filter((offer) => {
    const pack = packFamily(offer.kind)
    return pack !== null && findRedirect(distributor, pack) === null
  })
}
