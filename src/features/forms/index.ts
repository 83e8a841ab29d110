/** The form platform (§5, §8) and the inbox's requests, a folder each (kinds.ts): rules and messages; its frame and fields are in components.ts. */
export type { FormDefinition, StandaloneForm } from './form-definition'
export {
  choice,
  date,
  email,
  FORM_MESSAGES,
  FREE_TEXT_CHARS,
  PERSON_NAME_CHARS,
  phoneText,
  range,
  text,
  withConfirmation,
  type RuleMessages,
} from './rules'
export { formResolver } from './form-resolver'
export { contactReducer, initialContactState, type ContactState } from './contact-store'
