import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { formResolver } from './form-resolver'

const resolve = formResolver({ schema: () => z.object({ name: z.string() }), maxFiles: 5 })
const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name)

describe('formResolver', () => {
  it('each bad file has its own error, as a list react-hook-form keeps', async () => {
    const { errors } = await resolve(
      { name: 'Léa', files: [file('virus.exe'), file('plan.pdf'), file('scan.pdf', 3 * 1024 * 1024)] },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    )
    expect(Array.isArray(errors.files)).toBe(true)
    expect(errors.files).toEqual([
      { type: 'validation', message: 'forms.validation.fileType?name=virus.exe' },
      undefined,
      { type: 'validation', message: 'forms.validation.fileSize?size=2&unit=MB&name=scan.pdf' },
    ])
  })

  it('the list’s own problem keeps its message', async () => {
    const six = Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`))
    const { errors } = await resolve({ name: 'Léa', files: six }, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(errors.files).toMatchObject({ type: 'validation', message: 'forms.validation.fileMax?count=5' })
  })
})
