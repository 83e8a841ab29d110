/**
 * The header tests of Mozilla's HTTP Observatory (scoring of its v2 rules) on one response: a
 * score from 100 with its modifiers, and the grade. Cookies, redirection and SRI depend on the
 * front (nginx redirects to https) and are graded there.
 */
export type Graded = { score: number; grade: string; findings: string[] }

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export function gradeHeaders(headers: Headers, { https }: { https: boolean }): Graded {
  const findings: string[] = []
  let score = 100
  const apply = (finding: string, modifier: number) => {
    findings.push(`${finding} (${modifier >= 0 ? '+' : ''}${modifier})`)
    score += modifier
  }

  const csp = parsePolicy(headers.get('content-security-policy'))
  if (!csp) apply('csp-not-implemented', -25)
  else {
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? []
    const styles = csp.get('style-src') ?? csp.get('default-src') ?? []
    const usesNonceOrHash = scripts.some((source) => /^'(nonce|sha(256|384|512))-/.test(source))
    const insecure = (sources: string[]) => sources.some((source) => /^(http:|\*$|https:$|data:$)/.test(source))
    const objects = csp.get('object-src') ?? csp.get('default-src') ?? []
    if (scripts.includes("'unsafe-inline'") && !usesNonceOrHash) apply('csp-implemented-with-unsafe-inline', -20)
    else if (scripts.includes("'unsafe-eval'")) apply('csp-implemented-with-unsafe-eval', -10)
    else if (insecure(scripts) || insecure(objects) || !objects.includes("'none'")) apply('csp-implemented-with-insecure-scheme', -20)
    else if (styles.includes("'unsafe-inline'")) apply('csp-implemented-with-unsafe-inline-in-style-src-only', 0)
    else if (csp.get('default-src')?.includes("'none'")) apply('csp-implemented-with-no-unsafe-default-src-none', 10)
    else apply('csp-implemented-with-no-unsafe', 5)
  }

  const referrer = headers.get('referrer-policy')?.split(',').at(-1)?.trim().toLowerCase()
  if (!referrer) apply('referrer-policy-not-implemented', 0)
  else if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    apply('referrer-policy-private', 5)
  else if (referrer === 'unsafe-url' || referrer === 'no-referrer-when-downgrade') apply('referrer-policy-unsafe', -5)
  else apply('referrer-policy-header-invalid', -5)

  if (https) {
    const hsts = /max-age=(\d+)/i.exec(headers.get('strict-transport-security') ?? '')
    if (!hsts) apply('hsts-not-implemented', -20)
    else if (Number(hsts[1]) < 15_768_000) apply('hsts-implemented-max-age-less-than-six-months', -10)
    else apply('hsts-implemented-max-age-at-least-six-months', 0)
  }

  if (headers.get('x-content-type-options')?.toLowerCase() === 'nosniff') apply('x-content-type-options-nosniff', 0)
  else apply('x-content-type-options-not-implemented', -5)

  if (csp?.get('frame-ancestors')) apply('x-frame-options-implemented-via-csp', 5)
  else if (/^(deny|sameorigin)$/i.test(headers.get('x-frame-options') ?? '')) apply('x-frame-options-sameorigin-or-deny', 0)
  else apply('x-frame-options-not-implemented', -20)

  if (https) {
    for (const cookie of headers.getSetCookie()) {
      if (!/;\s*secure\s*(;|$)/i.test(cookie)) apply(`cookies-without-secure-flag: ${cookie.split('=')[0]}`, -20)
    }
  }

  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F'
  return { score, grade, findings }
}

function parsePolicy(header: string | null): Map<string, string[]> | undefined {
  if (!header) return undefined
  const directives = new Map<string, string[]>()
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}
