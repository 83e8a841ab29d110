'use client'

import type { ComponentProps } from 'react'

import { AddressStep } from './AddressStep'

const waits = () => undefined

/**
 * The address step as the server's HTML shows it for a link's choice, before the funnel runs (and
 * without JavaScript): the same fields, waiting; the step itself takes its place once its code has come.
 */
export function AddressStepPreview(props: Omit<ComponentProps<typeof AddressStep>, 'dispatch' | 'restored'>) {
  return <AddressStep {...props} dispatch={waits} restored={false} />
}
