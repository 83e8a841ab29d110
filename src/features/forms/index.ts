/** The form platform (§5, §8): rules and messages; its frame and fields are in components.ts. */
export type { FormDefinition, StandaloneForm } from './form-definition'
export {
  ATTACHMENT_RULES,
  checked,
  choice,
  date,
  email,
  FORM_MESSAGES,
  FREE_TEXT_CHARS,
  PERSON_NAME_CHARS,
  phone,
  phoneText,
  range,
  text,
  withConfirmation,
  type RuleMessages,
} from './rules'
export { formResolver } from './form-resolver'
export { PHONE_COUNTRY_CODES } from './phone'
export { contactReducer, initialContactState, type ContactState } from './contact-store'
