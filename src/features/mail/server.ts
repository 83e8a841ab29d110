import 'server-only'

export { deliverAfterResponse, deliverOutbox, enqueueMails, ensureOutboxTimer, type DeliveryReport, type MailDraft, type MailSource } from './outbox'
