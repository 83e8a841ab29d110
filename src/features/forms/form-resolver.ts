import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { FormRules } from './form-definition'
import { attachmentProblems } from './rules'

/**
 * 'files.1' → { files: [, error] }: react-hook-form reads errors by nested path. An index makes a list ('files.1' → { files: [, error] }): react-hook-form keeps the errors of a field
 * it validates only when they have a message or are a list.
 */
function nestErrors(flat: Record<string, string>, type: string): FieldErrors {
  const root: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.')
    let node = root
    keys.slice(0, -1).forEach((key, index) => {
      node[key] = (node[key] as Record<string, unknown> | undefined) ?? (/^\d+$/.test(keys[index + 1] ?? '') ? [] : {})
      node = node[key] as Record<string, unknown>
    })
    // 'files' and 'files.1' both: the list's own problem and its second file's.
    const leaf = keys.at(-1) ?? path
    node[leaf] = { ...(node[leaf] as object | undefined), type, message }
  }
  return root as FieldErrors
}

/**
 * The form's own schema on its answers (the library's zod resolver, the one every form uses) and
 * the attachment rules on its files, as the server runs them; errors carry message keys the
 * fields translate.
 */
export function formResolver<T extends FieldValues>(definition: FormRules<unknown>): Resolver<T> {
  return async (values, context, options) => {
    const { files, ...answers } = values as FieldValues
    // Answers are whatever the fields hold: the library's type wants them as its schema's input.
    const schema = definition.schema(new Date()) as z.ZodMiniType<unknown, FieldValues>
    const checked = await zodResolver(schema, undefined, { raw: true })(answers, context, options as never)
    const fileErrors = definition.maxFiles > 0 ? attachmentProblems((files as File[] | undefined) ?? [], definition.maxFiles) : {}
    const errors = { ...checked.errors, ...nestErrors(fileErrors, 'validation') }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<T> }
    return { values: values, errors: {} }
  }
}
