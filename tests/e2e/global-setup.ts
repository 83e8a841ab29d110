import { startMailbox } from './mailbox'

/** The SMTP server every browser test's mail goes to; closed when the run ends. */
export default async function globalSetup() {
  return startMailbox()
}
