import 'server-only'

export { ContactDetails, PublisherDetails } from './ContactDetails'
