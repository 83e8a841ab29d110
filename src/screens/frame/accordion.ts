/** §4 footer columns on small screens: accordions with one open at a time. */
export type AccordionState = { open: string | null }

export type AccordionAction = { type: 'toggle'; id: string }

export const initialAccordionState: AccordionState = { open: null }

/** Opening a column closes the one that was open; toggling the open column closes it. */
export function accordionReducer(state: AccordionState, action: AccordionAction): AccordionState {
  switch (action.type) {
    case 'toggle':
      return { open: state.open === action.id ? null : action.id }
  }
}
