import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** What the security-code widget submits for a challenge: the signed challenge and its solution, base64 JSON. */
export async function solveFormChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64')
}

/** A security code asked of a running site (as client `forwardedFor`, where a proxy is trusted) and solved, as a browser does. */
export async function securityCodeFrom(origin: string, forwardedFor?: string, host?: string): Promise<string> {
  const headers: Record<string, string> = {}
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
  if (host) headers.host = host
  const response = await fetch(`${origin}/api/forms/challenge`, { headers })
  if (!response.ok) throw new Error(`no security code from ${origin}: ${response.status}`)
  return solveFormChallenge((await response.json()) as Challenge)
}

/**
 * Solved security codes kept `ahead` of a bench's orders, asked in the background, each as a client
 * of its own (the codes a client is handed are limited): a request built synchronously takes one.
 * An empty code when none is ready: the order is refused, and the bench counts it as refused.
 */
export function securityCodePool(origin: string, host: string, ahead = 20): { take: () => string; stop: () => void } {
  const ready: string[] = []
  let asked = 0
  let running = true
  const fill = async () => {
    while (running) {
      if (ready.length >= ahead) {
        await new Promise((resolve) => setTimeout(resolve, 50).unref())
        continue
      }
      asked += 1
      const client = `10.250.${(asked >> 8) & 255}.${asked & 255}`
      const code = await securityCodeFrom(origin, client, host).catch(() => null)
      if (code) ready.push(code)
      else await new Promise((resolve) => setTimeout(resolve, 200).unref())
    }
  }
  void fill()
  return {
    take: () => ready.shift() ?? '',
    stop: () => {
      running = false
    },
  }
}
