/** The form platform (§5, §8): rules and messages; its frame and fields are in components.ts. */
export { postJson, sendForm, type JsonAnswer } from './client-api'
export { formEndpoint, issuesByField, SUBMISSION_PARTS, type FormDefinition, type FormResult, type FormRules, type StandaloneForm } from './form-definition'
export { decodeFormMessage, formMessage, translateFormMessage } from './form-message'
export {
  ATTACHMENT_RULES,
  attachments,
  checked,
  choice,
  date,
  email,
  FORM_MESSAGES,
  FREE_TEXT_CHARS,
  internationalPhone,
  list,
  normalisePhone,
  PERSON_NAME_CHARS,
  phone,
  PHONE_COUNTRY_CODES,
  phoneE164,
  range,
  regex,
  required,
  text,
  withConfirmation,
  type FileMeta,
  type PhoneInput,
  type RuleMessages,
} from './rules'
export { formResolver } from './form-resolver'
