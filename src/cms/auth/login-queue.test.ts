import { describe, expect, it } from 'vitest'

import { oneLoginAtATime } from './login-queue'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sign-ins of one account run one after the other', () => {
  it('never overlaps two sign-ins of the same e-mail, whatever its case', async () => {
    const log: string[] = []
    const login = (name: string) => async () => {
      log.push(`${name} start`)
      await pause(20)
      log.push(`${name} end`)
      return name
    }
    const results = await Promise.all([oneLoginAtATime('Admin@Example.ch', login('a')), oneLoginAtATime('admin@example.ch ', login('b'))])
    expect(results).toEqual(['a', 'b'])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end'])
  })

  it('lets other accounts sign in at the same time', async () => {
    const log: string[] = []
    const login = (name: string) => async () => {
      log.push(`${name} start`)
      await pause(20)
      log.push(`${name} end`)
    }
    await Promise.all([oneLoginAtATime('a@example.ch', login('a')), oneLoginAtATime('b@example.ch', login('b'))])
    expect(log.slice(0, 2)).toEqual(['a start', 'b start'])
  })

  it('goes on after a failed sign-in, and hands the failure to its caller only', async () => {
    const failed = oneLoginAtATime('c@example.ch', async () => {
      throw new Error('wrong password')
    })
    const next = oneLoginAtATime('c@example.ch', async () => 'signed in')
    await expect(failed).rejects.toThrow('wrong password')
    await expect(next).resolves.toBe('signed in')
  })
})
