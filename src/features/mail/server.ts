import 'server-only'

export { deliverAfterResponse, deliverIn, deliverOutbox, enqueueMails, ensureOutboxTimer, type MailDraft } from './outbox'
