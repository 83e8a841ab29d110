import 'server-only'

import type { ComponentType } from 'react'

import type { FormHandler, RequestFormProps } from './form-definition'
import type { FormKind } from './kinds'

/*
 * A request is its folder (kinds.ts): its files are found by the folder's name, as Next finds a
 * route's page.tsx, so that no list but kinds.ts names the kinds. src/features/forms/kinds.test.ts
 * holds every kind to its folder.
 */

/** A request's server half: its folder's form.ts, the default export. */
export async function requestHandler(kind: FormKind): Promise<FormHandler<unknown>> {
  const { default: handler } = (await import(`./${kind}/form.ts`)) as { default: FormHandler<unknown> }
  return handler
}

/** A request's fields, as the island of its folder's island.ts loads them when wanted. */
export async function requestFormIsland(kind: FormKind): Promise<ComponentType<RequestFormProps>> {
  const { FormIsland } = (await import(`./${kind}/island.ts`)) as { FormIsland: ComponentType<RequestFormProps> }
  return FormIsland
}
