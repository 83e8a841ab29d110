import { Writable } from 'node:stream'

import { DrizzleQueryError } from '@payloadcms/db-sqlite/drizzle'
import { describe, expect, it } from 'vitest'

import { lineWithoutValues } from './log-safety'
import { createLogger } from './logger'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger(stream, 'info'), lines }
}

/** What the database driver throws for a failed insert: the statement and every value in its message. */
function failedWrite(): Error {
  const cause = Object.assign(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed: orders.reference'), { code: 'SQLITE_CONSTRAINT' })
  const error = new Error(
    'Failed query: insert into "orders" ("first_name", "birth_date", "email", "phone", "street") values (?, ?, ?, ?, ?)\nparams: Martine,1984-02-11,martine.rey@example.ch,+41791234567,Rue du Simplon 12',
    { cause },
  )
  error.name = 'DrizzleQueryError'
  return error
}

describe('logs keep secrets and personal data out', () => {
  it('a failed database write logs its class and cause, never the values it tried to write', () => {
    const { logger, lines } = capture()
    logger.error({ err: failedWrite(), requestId: 'req-42' }, 'order not stored')
    const line = lines.join('')
    for (const secret of ['Martine', '1984-02-11', 'martine.rey@example.ch', '+41791234567', 'Simplon']) expect(line).not.toContain(secret)
    const entry = JSON.parse(line)
    expect(entry).toMatchObject({
      level: 50,
      requestId: 'req-42',
      err: { type: 'DrizzleQueryError', cause: { code: 'SQLITE_CONSTRAINT' } },
    })
    expect(entry.err.message).toContain('Failed query: insert into "orders"')
  })

  it('a message that quotes the failed statement keeps it, without its values', () => {
    const { logger, lines } = capture()
    logger.error({
      err: failedWrite(),
      msg: 'Error running migration: Failed query: insert into "orders" values (?)\nparams: martine.rey@example.ch',
    })
    logger.error({ err: failedWrite() }, 'order failed: params: martine.rey@example.ch')
    expect(lines.join('')).not.toContain('martine.rey@example.ch')
    expect(JSON.parse(lines[0]!).msg).toContain('insert into "orders"')
  })

  it('an error logged alone is treated the same', () => {
    const { logger, lines } = capture()
    logger.error(failedWrite())
    expect(lines.join('')).not.toContain('martine.rey@example.ch')
  })

  it('known secret fields are redacted wherever they appear', () => {
    const { logger, lines } = capture()
    logger.warn(
      { user: { email: 'admin@example.ch', hash: 'abc123hash', salt: 'pepper-salt' }, headers: { cookie: 'payload-token=secret-jwt' } },
      'user',
    )
    const line = lines.join('')
    for (const secret of ['abc123hash', 'pepper-salt', 'secret-jwt']) expect(line).not.toContain(secret)
  })

  it('a refused request (an anonymous 403) is one warning line without a stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 }) })
    const entry = JSON.parse(lines.join(''))
    expect(entry).toMatchObject({ level: 40, status: 403, msg: 'You are not allowed to perform this action.' })
    expect(entry.err).toBeUndefined()
  })

  it('a client’s address is kept to its network on every line: IPv4 /24, IPv6 /48', () => {
    const { logger, lines } = capture()
    logger.info({ client: '203.0.113.77' }, 'partner area: signed in')
    logger.warn({ client: '2001:db8:85a3:8d3:1319:8a2e:370:7348', call: 'forms' }, 'calls over the rate limit')
    logger.warn({ client: '2001:db8::1' }, 'calls over the rate limit')
    logger.warn({ client: 'not an address' }, 'calls over the rate limit')
    expect(lines.map((line) => JSON.parse(line).client)).toEqual(['203.0.113.0', '2001:db8:85a3::', '2001:db8:0::', 'unknown'])
    expect(lines.join('')).not.toMatch(/203\.0\.113\.77|7348|db8::1/)
  })

  it('a server error stays an error', () => {
    const { logger, lines } = capture()
    logger.error({ err: Object.assign(new Error('disk full'), { status: 500 }) })
    expect(JSON.parse(lines.join(''))).toMatchObject({ level: 50, err: { message: 'disk full', status: 500 } })
  })

  it('a failed sign-in write logged as Payload does ({ err } alone) names no salt, hash or token', () => {
    const salt = '97a4372eb97f94f6dd40ab9a33e4150f7d36cddc69534c90f09c089798e07249'
    const hash = 'pbkdf2-sha256-v1:c813b0f815f8e6dad2f431096b4796f843c317481566bc2ad9e893f5b69f2f52'
    const token = '373ba92a40dfdb984d6d56340db060586b451e1c'
    const error = new DrizzleQueryError(
      'update "users" set "salt" = ?, "hash" = ?, "_verificationtoken" = ? where "users"."email" = \'admin@example.ch\'',
      [salt, hash, token],
      Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }),
    )
    const { logger, lines } = capture()
    logger.error({ err: error })
    logger.child({ module: 'auth' }).error({ error })
    logger.error({ err: error, msg: 'Failed to update the stored password hash' })
    logger.error('login failed: %s', error.message)
    expect(lines).toHaveLength(4)
    for (const line of lines)
      for (const secret of [salt, hash, token, 'pbkdf2', 'admin@example.ch', 'params']) expect(line).not.toContain(secret)
    expect(JSON.parse(lines[0]!)).toMatchObject({ err: { type: 'DrizzleQueryError', cause: { code: 'SQLITE_READONLY' } } })
    expect(JSON.parse(lines[0]!).msg).toMatch(/^Failed query: update "users" set "salt" = \?/)
  })

  it('a written line keeps its text but not the values after params:', () => {
    expect(
      lineWithoutValues('{"msg":"Failed query: insert into \\"users\\" values (?)\\nparams: 1,admin,pbkdf2-sha256-v1:abc","level":50}'),
    ).toBe('{"msg":"Failed query: insert into \\"users\\" values (?)","level":50}')
  })
})
