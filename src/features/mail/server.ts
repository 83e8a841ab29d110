import 'server-only'

export { deliverAfterResponse, deliverOutbox, enqueueMails, ensureOutboxTimer, type MailDraft } from './outbox'
