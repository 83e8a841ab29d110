/** Distributors: the networks that serve an address, their postal codes and redirects (§3, §5, §9). */
export { CABLE_PROVIDER_FIELDS, cableProviderOf, toApiDistributor, type CableProvider, type ContentDistributor } from './distributor'
export {
  contactDistributorFor,
  distributorForOrder,
  findDistributorForNpa,
  findRedirect,
  orderRedirect,
  siteServesLocality,
} from './distributor-rules'
export { OPERATOR_KEYS, OPERATOR_POSTCODES, type OperatorKey } from './postcodes'
