import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { OPERATIONS, ROLE_MATRIX, ROLES } from './roles'

/** The "Role matrix" table of docs/security.md, as operation → role → yes/no. */
function documentedMatrix() {
  const text = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8')
  const section = text.split(/^## /m).find((part) => part.startsWith('Role matrix')) ?? ''
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  const [header = [], , ...body] = rows
  return {
    roles: header.slice(1),
    rows: body.map(([operation = '', ...cells]) => ({ operation, cells })),
  }
}

describe('the role matrix', () => {
  it('docs/security.md shows the table the access functions read', () => {
    const documented = documentedMatrix()
    expect(documented.roles).toEqual([...ROLES])
    expect(documented.rows.map((row) => row.operation)).toEqual(
      Object.entries(OPERATIONS).map(([operation, text]) => `\`${operation}\`: ${text}`),
    )
    for (const [index, operation] of (Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[]).entries())
      expect(documented.rows[index]?.cells, operation).toEqual(ROLES.map((role) => (ROLE_MATRIX[role][operation] ? 'yes' : 'no')))
  })
})
