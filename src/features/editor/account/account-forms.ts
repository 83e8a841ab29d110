// zod/mini: the editor's account forms parse in the browser too.
import * as z from 'zod/mini'

import { email, FORM_MESSAGES, text, withConfirmation } from '@/features/forms'
import { formMessage } from '@/lib/form-message'

/** Long enough to resist guessing; bounded because argon2/pbkdf2 hash all of it. */
const PASSWORD_MIN = 10
const PASSWORD_MAX = 128

const password = () => text({ required: true, min: PASSWORD_MIN, max: PASSWORD_MAX })

export const signInSchema = z.object({ email: email(), password: text({ required: true, max: PASSWORD_MAX }) })
export type SignIn = z.output<typeof signInSchema>

export const forgotPasswordSchema = z.object({ email: email() })
export type ForgotPassword = z.output<typeof forgotPasswordSchema>

/** A new password and its confirmation (§5 'must be identical'), for the reset and the activation. */
export const newPasswordSchema = withConfirmation(z.object({ password: password(), confirmation: password() }), 'password', 'confirmation')
export type NewPassword = z.output<typeof newPasswordSchema>

/** What the reset and activation calls receive: the mail's token beside the new password. */
export const tokenSchema = z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) })

/** One's own data: name and e-mail; the password only when a new one is typed (then confirmed). */
export const profileSchema = z
  .object({
    name: text({ max: 120 }),
    email: email(),
    password: text({ max: PASSWORD_MAX }).check(
      z.refine((value) => value === '' || value.length >= PASSWORD_MIN, formMessage(FORM_MESSAGES.min, { length: PASSWORD_MIN })),
    ),
    confirmation: text({ max: PASSWORD_MAX }),
  })
  .check(z.refine((value) => value.password === value.confirmation, { message: FORM_MESSAGES.confirm, path: ['confirmation'] }))
export type Profile = z.output<typeof profileSchema>

/** The signed-in account as the editor screen shows it. */
export type EditorAccount = { email: string; name: string; role: string; locales: string[] }

/** The site's account calls (route handlers under /api/editor). */
export const ACCOUNT_API = {
  session: '/api/editor/session',
  forgotPassword: '/api/editor/forgot-password',
  resetPassword: '/api/editor/reset-password',
  activation: '/api/editor/activation',
  profile: '/api/editor/profile',
} as const
