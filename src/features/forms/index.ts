/** The form platform (§5, §8): rules and messages; its frame and fields are in components.ts. */
export { issuesByField, type FormDefinition, type StandaloneForm } from './form-definition'
export { formMessage, translateFormMessage } from './form-message'
export {
  ATTACHMENT_RULES,
  checked,
  choice,
  date,
  email,
  FORM_MESSAGES,
  FREE_TEXT_CHARS,
  internationalPhone,
  normalisePhone,
  PERSON_NAME_CHARS,
  phone,
  PHONE_COUNTRY_CODES,
  phoneE164,
  range,
  text,
  withConfirmation,
  type RuleMessages,
} from './rules'
export { formResolver } from './form-resolver'
