/** §1 data-breach e-mail check: the form, and the rule it and its route share. */
export { BreachCheckForm } from './BreachCheckForm'
