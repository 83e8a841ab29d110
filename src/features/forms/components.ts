/*
 * The form platform's components, behind a door of their own: server code imports the rules from
 * index.ts, and Next sends every client component reachable from a server module to the browser,
 * so with the rules they would join the scripts of every page.
 */
export {
  ChoiceGroup,
  CheckboxField,
  DateField,
  FileField,
  FormSection,
  LabelText,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  useFieldError,
} from './ui/fields'
export { FormShell } from './ui/FormShell'
export { SecurityCode, solvedSecurityCode } from './SecurityCode'
