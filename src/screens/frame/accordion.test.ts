import { describe, expect, it } from 'vitest'

import { accordionReducer, initialAccordionState, type AccordionAction } from './accordion'

const run = (actions: AccordionAction[]) => actions.reduce(accordionReducer, initialAccordionState)

describe('§4 "Footer columns collapse as accordions on small screens, one open at a time."', () => {
  it('all columns start closed', () => {
    expect(initialAccordionState.open).toBeNull()
  })

  it('opening a column closes the one that was open', () => {
    expect(run([{ type: 'toggle', id: 'contact' }])).toEqual({ open: 'contact' })
    expect(
      run([
        { type: 'toggle', id: 'contact' },
        { type: 'toggle', id: 'support' },
      ]),
    ).toEqual({ open: 'support' })
  })

  it('toggling the open column closes it, leaving none open', () => {
    expect(
      run([
        { type: 'toggle', id: 'contact' },
        { type: 'toggle', id: 'contact' },
      ]),
    ).toEqual({ open: null })
  })
})
