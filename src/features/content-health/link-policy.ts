import { BlockList, isIP } from 'node:net'

/** Where the link checker may send its requests (LINK_CHECK_NETWORK). */
export type LinkCheckNetwork = 'public' | 'loopback'

function blockList(v4: [string, number][], v6: [string, number][]): BlockList {
  const list = new BlockList()
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4')
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6')
  return list
}

const LOOPBACK = blockList([['127.0.0.0', 8]], [['::1', 128]])

/**
 * Addresses no public web site has: this machine, private and carrier networks, link-local (the
 * cloud's metadata service), multicast and reserved ranges, and IPv6's own of these (IPv4 inside
 * IPv6 is judged as IPv4).
 */
const NOT_PUBLIC = blockList(
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ],
  [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ],
)

/** IPv4 written as IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return match ? (match[1] as string) : null
}

/** Whether the link checker may connect to this IP address. */
export function addressAllowed(address: string, network: LinkCheckNetwork): boolean {
  const v4 = embeddedIpv4(address)
  const ip = v4 ?? address
  const family = isIP(ip)
  if (family === 0) return false
  const type = family === 4 ? 'ipv4' : 'ipv6'
  return network === 'loopback' ? LOOPBACK.check(ip, type) : !NOT_PUBLIC.check(ip, type)
}

/**
 * The address to connect to when the host needs no name lookup: an IP literal, or `localhost` on
 * the loopback network (never asked of DNS, so no test request leaves the machine, not even a lookup).
 */
export function literalAddress(hostname: string, network: LinkCheckNetwork): string | null {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0) return host
  return network === 'loopback' && host === 'localhost' ? '127.0.0.1' : null
}
