/** Distributors: the networks that serve an address, their postal codes and redirects (§3, §5, §9). */
export {
  CABLE_PROVIDER_FIELDS,
  REDIRECT_ALL,
  cableProviderOf,
  toApiDistributor,
  type CableProvider,
  type CableProviderField,
  type ContentDistributor,
  type DistributorRedirect,
} from './distributor'
export {
  contactDistributorFor,
  distributorForOrder,
  findDistributorForNpa,
  findRedirect,
  npaMatchesDistributor,
  orderRedirect,
  siteServesLocality,
  zipCodesOf,
} from './distributor-rules'
export {
  FRIBOURG_LOCALITIES,
  FRIBOURG_LOCALITY_DEPENDENT_CODES,
  OPERATOR_KEYS,
  OPERATOR_POSTCODES,
  ORDER_REGION_POSTCODES,
  belongsToFribourg,
  operatorKeyForNpa,
  type OperatorKey,
  type OperatorName,
} from './postcodes'
