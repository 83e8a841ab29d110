import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

/** Runs a module text in a Node of its own, from the repository root (so it imports the helper). */
function runModule(source: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: process.cwd(), encoding: 'utf8', timeout: 20_000 })
}

// A top-level await on something that holds nothing open (an unref'd timer here, the module hooks'
// thread in the scripts): Node ends the script with exit code 13 before it is answered.
const UNHELD_WAIT = 'await new Promise((resolve) => setTimeout(resolve, 300).unref())'

describe('holdOpen', () => {
  it('without it, a script awaiting what holds nothing open ends with exit code 13', () => {
    expect(runModule(`${UNHELD_WAIT}\nconsole.log('done')`).status).toBe(13)
  })

  it('keeps the script running until what it awaits is answered', () => {
    const run = runModule(
      `import { holdOpen } from './scripts/hold-open.mjs'\nconst release = holdOpen('the wait', 10_000)\n${UNHELD_WAIT}\nrelease()\nconsole.log('done')`,
    )
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('done')
  })

  it('ends a script that has not finished by the deadline, saying what did not finish', () => {
    const run = runModule(
      `import { holdOpen } from './scripts/hold-open.mjs'\nholdOpen('the server start', 1_000)\nawait new Promise(() => undefined)`,
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('the server start did not finish within 1 s')
  })

  it('counts the start’s deadline from the end of a preparation that took longer: the start goes on', () => {
    const preparation = `[process.execPath, '-e', 'setTimeout(() => undefined, 2500)']`
    const run = runModule(
      `import { holdOpenAfter } from './scripts/hold-open.mjs'\nconst release = holdOpenAfter(${preparation}, 'the server start', 1_500)\n${UNHELD_WAIT}\nrelease()\nconsole.log('done')`,
    )
    expect(run.stderr).not.toContain('did not finish')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('done')
  })

  it('ends with the preparation’s own exit code when it fails', () => {
    const run = runModule(
      `import { holdOpenAfter } from './scripts/hold-open.mjs'\nholdOpenAfter([process.execPath, '-e', 'process.exit(3)'], 'the server start', 1_000)\nconsole.log('served')`,
    )
    expect(run.status).toBe(3)
    expect(run.stdout).not.toContain('served')
  })
})
