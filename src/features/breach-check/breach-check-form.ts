import * as z from 'zod/mini'

import { text } from '@/features/forms'

/** §8: an address that cannot be one is answered by asking to verify it. */
const VERIFY_ADDRESS = 'breachCheck.verifyAddress'

const EMAIL = z.email()

/** The one field of the check, parsed alike in the browser and by /api/breach-check. */
export const breachCheckSchema = z.object({
  email: text({ required: true, max: 254 }).check(z.refine((value) => EMAIL.safeParse(value).success, VERIFY_ADDRESS)),
})

export type BreachCheckAnswer = { found: boolean }
