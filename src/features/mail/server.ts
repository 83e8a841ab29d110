import 'server-only'

export { deliverOutbox, enqueueMails, ensureOutboxTimer, type DeliveryReport, type MailDraft } from './outbox'
