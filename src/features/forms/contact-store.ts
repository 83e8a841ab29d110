import {
  reduceAddressFlow,
  type AddressFlowAction,
  type AddressFlowView,
  type DistributorSlot,
  type AddressErrorKey,
  type StreetRow,
} from '@/features/address'
import { withGivenFields } from '@/lib/given-fields'

type ContactMethod = 'email' | 'phone'

/** §8: a message key, or a message the caller supplies instead of the distributor one. */
type ContactError = AddressErrorKey | { message: string }

interface ContactOldAddress {
  street: string
  number: string
  npa: string
  city: string
  apartment: string
  releaseDate: string
}

interface ContactNewAddress {
  street: string
  number: string
  npa: string
  city: string
  apartment: string
  entryDate: string
}

/** §3 Contact store fields that carry no address rule. */
interface ContactDetails {
  reason: string
  society: string
  firstName: string
  lastName: string
  methods: readonly ContactMethod[]
  email: string
  phone: string
  remark: string
  url: string
  oldAddress: ContactOldAddress
  newAddress: ContactNewAddress
}

/** §3 Contact store, plus the street list and error the shared address flow fills. */
export interface ContactState extends ContactDetails {
  street: string
  number: string
  npa: string
  city: string
  /** E-mail of the distributor found for the address. */
  distributor: string
  statuses: { loading: boolean; contact: boolean }
  streets: readonly StreetRow[]
  error: ContactError | null
}

export const initialContactState: ContactState = {
  reason: '',
  society: '',
  firstName: '',
  lastName: '',
  street: '',
  number: '',
  npa: '',
  city: '',
  methods: ['email'],
  email: '',
  phone: '',
  remark: '',
  url: '',
  distributor: '',
  oldAddress: { street: '', number: '', npa: '', city: '', apartment: '', releaseDate: '' },
  newAddress: { street: '', number: '', npa: '', city: '', apartment: '', entryDate: '' },
  statuses: { loading: false, contact: false },
  streets: [],
  error: null,
}

export type ContactAction = AddressFlowAction<ContactError> | { type: 'contact/update'; fields: Partial<ContactDetails> }

const keepEmail: DistributorSlot<string> = { none: '', keep: (d) => d.email }

export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  if (action.type === 'contact/update') return withGivenFields<ContactState>(state, action.fields)

  const view: AddressFlowView<string, ContactError> = {
    address: { npa: state.npa, street: state.street, number: state.number, city: state.city },
    streets: state.streets,
    distributor: state.distributor,
    loading: state.statuses.loading,
    status: state.statuses.contact,
    error: state.error,
  }
  const next = reduceAddressFlow(view, action, keepEmail)
  return {
    ...state,
    ...next.address,
    streets: next.streets,
    distributor: next.distributor,
    statuses: { loading: next.loading, contact: next.status },
    error: next.error,
  }
}
