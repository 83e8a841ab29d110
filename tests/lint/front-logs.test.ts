import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

/** The front's access log holds whole client addresses: kept 7 days at most (docs/security.md, "Retention"). */

const site = readFileSync('deploy/nginx/operator-website.site', 'utf8')
const rotation = readFileSync('deploy/nginx/operator-website.logrotate', 'utf8')

/** The access logs the site's server blocks write, one per block (nginx's default when a block names none). */
function accessLogs(): string[] {
  return site
    .split(/^server \{/m)
    .slice(1)
    .map((block) => /^\s*access_log\s+(\S+?);/m.exec(block)?.[1] ?? '/var/log/nginx/access.log')
}

describe("the front's access log", () => {
  it('every server block writes it where the shipped rotation keeps it daily for 7 days', () => {
    const logs = accessLogs()
    expect(logs).toHaveLength(2)
    const rotated = /^(\S+)\s*\{/m.exec(rotation)?.[1]
    expect(new Set(logs)).toEqual(new Set([rotated]))
    expect(rotation).toMatch(/^\s*daily$/m)
    expect(rotation).toMatch(/^\s*rotate 7$/m)
    expect(rotation).toMatch(/^\s*maxage 7$/m)
  })

  it("lies outside Debian's nginx rule (/var/log/nginx/*.log, 14 days), which would otherwise claim it first", () => {
    for (const log of accessLogs()) expect(log).not.toMatch(/^\/var\/log\/nginx\/[^/]+\.log$/)
  })

  it('logrotate reads the rotation as shipped: that log, each day, seven kept', () => {
    const state = join(mkdtempSync(join(tmpdir(), 'logrotate-')), 'state')
    // -d reads and plans without touching any log; it prints its plan (and any error) on stderr.
    const run = spawnSync('/usr/sbin/logrotate', ['-d', '-s', state, 'deploy/nginx/operator-website.logrotate'], { encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stderr).not.toMatch(/^error:/m)
    expect(run.stderr).toContain(`rotating pattern: ${accessLogs()[0]}  after 1 days (7 rotations)`)
  })
})
