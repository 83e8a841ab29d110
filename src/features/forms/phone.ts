import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/**
 * §5 phone numbers, the one rule of every form and of the order funnel: a number as people write
 * it (national '079 123 45 67', '0041 79 123 45 67', '+41 79 123 45 67', with spaces, dots,
 * slashes, dashes or '(0)'), mobile or landline, checked against the numbering plan of its
 * country and kept in E.164 ('+41791234567'). The 'max' metadata checks the digits themselves,
 * not only their count: '070 123 45 67' (a slip for 079) is no Swiss number
 * (docs/decisions/032-phone-numbers.md).
 */

/** The country-code select of a phone field, Switzerland first and by default, then its neighbours. */
export const PHONE_COUNTRY_CODES = ['+41', '+33', '+49', '+39', '+43', '+423'] as const
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number]
export const DEFAULT_PHONE_COUNTRY_CODE: PhoneCountryCode = '+41'

const COUNTRIES: Record<PhoneCountryCode, CountryCode> = { '+41': 'CH', '+33': 'FR', '+49': 'DE', '+39': 'IT', '+43': 'AT', '+423': 'LI' }
const ACCEPTED = new Set<string>(Object.values(COUNTRIES))

/** Room for the separators of a number typed in one text. */
export const PHONE_TEXT_MAX = 25

// Digits and the separators people write; a letter or a second '+' is no phone number
// (the library would read letters as a keypad's and skip what follows a number).
const PHONE_CHARS = /^\+?[\d\s./()-]+$/

/**
 * What was typed → its E.164 form, or null when it is no number of Switzerland or its neighbours.
 * A number without its international prefix ('+' or '00') belongs to the given country.
 */
export function toE164(typed: string, countryCode: PhoneCountryCode = DEFAULT_PHONE_COUNTRY_CODE): string | null {
  const text = typed.trim()
  if (text.length > PHONE_TEXT_MAX || !PHONE_CHARS.test(text)) return null
  const number = parsePhoneNumberFromString(text, COUNTRIES[countryCode])
  return number?.isValid() && number.country !== undefined && ACCEPTED.has(number.country) ? number.number : null
}
