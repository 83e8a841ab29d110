import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { metrics } from '@/lib/metrics'

/** What the shipped monitoring (deploy/prometheus, deploy/grafana) reads must be what the app exports. */

/** The app's registry, and `up`, which Prometheus records itself for every target it scrapes. */
const exported = async (): Promise<Set<string>> => {
  const names = new Set<string>(['up'])
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    names.add(metric.name)
    if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix)
  }
  return names
}

/** The metric names of a PromQL expression: identifiers that are no function, keyword, label or duration. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}|\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .filter((match) => !/^\s*\(/.test(bare.slice(match.index + match[0].length)))
    .map((match) => match[0])
    .filter((name) => !/^(and|or|unless|bool|offset)$/.test(name))
}

type Panel = { title?: string; type: string; targets?: { expr: string }[]; panels?: Panel[] }

function dashboardExprs(): { title: string; expr: string }[] {
  const dashboard = JSON.parse(readFileSync('deploy/grafana/operator-website.json', 'utf8')) as { panels: Panel[] }
  const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])])
  return panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ title: panel.title ?? '', expr: target.expr })))
}

function alertExprs(): { title: string; expr: string }[] {
  const text = readFileSync('deploy/prometheus/alerts.yml', 'utf8')
  // Each rule: `- alert: Name` then `expr:` on one line or as a `|` block.
  return [...text.matchAll(/- alert: (\w+)\n\s+(?:#[^\n]*\n\s+)*expr: (?:\|\n((?:\s{10,}[^\n]*\n)+)|([^\n]+))/g)].map((match) => ({
    title: match[1]!,
    expr: (match[2] ?? match[3] ?? '').trim(),
  }))
}

describe('the shipped monitoring', () => {
  it('the dashboard parses and every query reads metrics the app exports', async () => {
    const known = await exported()
    const exprs = dashboardExprs()
    expect(exprs.length).toBeGreaterThan(15)
    for (const { title, expr } of exprs) {
      const names = metricNames(expr)
      expect(names.length, `${title}: ${expr}`).toBeGreaterThan(0)
      for (const name of names) expect(known.has(name), `${title}: ${name} is not exported`).toBe(true)
    }
  })

  it('every alert reads metrics the app exports, or the probe of the front', async () => {
    const known = await exported()
    const alerts = alertExprs()
    expect(alerts.map((alert) => alert.title)).toEqual(
      expect.arrayContaining([
        'WebsiteHigh5xxRate',
        'WebsiteNoOrders',
        'WebsiteCertificateExpiresSoon',
        'WebsiteVitalsInpSlow',
        'WebsiteVitalsLcpSlow',
        'WebsiteVitalsClsHigh',
      ]),
    )
    for (const { title, expr } of alerts) {
      for (const name of metricNames(expr).filter((candidate) => !candidate.startsWith('probe_')))
        expect(known.has(name), `${title}: ${name} is not exported`).toBe(true)
    }
  })

  it('promtool accepts the scrape configuration and the rules, and the rules fire as their tests say', () => {
    const promtool = (...args: string[]) => execFileSync('promtool', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    expect(promtool('check', 'config', 'deploy/prometheus/prometheus.yml')).toContain('SUCCESS')
    expect(promtool('check', 'rules', 'deploy/prometheus/alerts.yml')).toContain('SUCCESS: 11 rules found')
    expect(promtool('test', 'rules', 'deploy/prometheus/alerts.test.yml')).toContain('SUCCESS')
  })
})
