import { isIP } from 'node:net'

/**
 * The client's address, decided once by the production server (scripts/start.mjs) from the socket
 * and the configured number of trusted proxies, and handed to the app in one header that the server
 * always overwrites: a visitor's own X-Forwarded-For never reaches a rate limit.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

export type Connection = {
  /** The peer of the TCP connection (the nearest proxy, or the visitor without one). */
  socketAddress: string | undefined
  encrypted: boolean
  forwardedFor: string | undefined
  forwardedProto: string | undefined
}

export type TrustedClient = { address: string; https: boolean }

/**
 * With n trusted proxies the n right-most X-Forwarded-For entries were written by them: the n-th
 * from the right is the address the outermost one saw. Entries left of it are whatever the client
 * claimed. With fewer entries than proxies, the farthest one known is taken.
 */
export function trustedClient(connection: Connection, trustedProxies: number): TrustedClient {
  const socket = withoutIpv4Prefix(connection.socketAddress ?? 'unknown')
  if (trustedProxies <= 0) return { address: socket, https: connection.encrypted }
  const chain = [socket, ...hops(connection.forwardedFor).reverse()]
  const address = chain[Math.min(trustedProxies, chain.length - 1)] ?? socket
  // Each proxy reports the scheme its own client used; the outermost one's is the visitor's.
  const protocols = hops(connection.forwardedProto)
  const protocol = protocols.length ? protocols[Math.max(0, protocols.length - trustedProxies)] : undefined
  return { address: withoutIpv4Prefix(address), https: protocol ? protocol.toLowerCase() === 'https' : connection.encrypted }
}

/** What the app's limiters key on: the address the production server wrote for this request. */
export function clientAddress(headers: { get(name: string): string | null }): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}

function hops(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
}

/** A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; one client, one key. */
function withoutIpv4Prefix(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/** A client on this machine: the front's own checks, an operator's shell. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
}

/**
 * A client address as the log keeps it: an IPv4 address to its /24 (the last byte 0), an IPv6
 * address to its /48: enough to see a flood come from one network, too little to name a
 * subscriber (docs/security.md, Logs). Anything else is `unknown`.
 */
export function loggedAddress(address: unknown): string {
  if (typeof address !== 'string') return 'unknown'
  const kind = isIP(address)
  if (kind === 4) return address.replace(/\.\d+$/, '.0')
  if (kind !== 6) return 'unknown'
  const [head = '', tail] = address.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const full = [...groups(head), ...Array<string>(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill('0'), ...groups(tail)]
  return `${full.slice(0, 3).join(':')}::`
}
