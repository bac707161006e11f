import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery guard of webhooks: a webhook URL may not reach the API's own
 * network (loopback, private, link-local with the cloud metadata address, CGNAT, unique-local,
 * unspecified, multicast, reserved) unless its admin allowed private network addresses. Checked
 * when a webhook is saved and again at every send, on the addresses the name resolves to then; the
 * send connects to the checked address (pinned), so a DNS answer that changes in between (DNS
 * rebinding) cannot slip a private address in.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['64:ff9b:1::', 48],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The 8 groups of an IPv6 address (with an embedded dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => parseInt(group || '0', 16));
}

/** The IPv4 address an IPv4-mapped (`::ffff:a.b.c.d`) or IPv4-compatible (`::a.b.c.d`) IPv6 address carries. */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.slice(0, 5).some((group) => group !== 0)) return undefined;
  if (groups[5] !== 0xffff && groups[5] !== 0) return undefined;
  if (groups[5] === 0 && groups[6] === 0) return undefined; // :: and ::1 are IPv6's own
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
}

/** Whether an IP address is one a webhook may not reach without `allow_private_network`. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return BLOCKED.check(ipv4, 'ipv4');
  return BLOCKED.check(address.split('%')[0]!, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (an IP literal to itself). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const family = isIP(hostname);
  if (family) return [{ address: hostname, family: family as 4 | 6 }];
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
};

/** The host of a URL as a name or a bare IP (without IPv6 brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export type AddressCheck =
  { ok: true; address: ResolvedAddress } | { ok: false; reason: 'scheme' | 'unresolvable' | 'private'; detail: string };

/**
 * Where to send for `rawUrl`: its first resolved address, when every address it resolves to may be
 * reached (one private answer refuses the whole name, so a round-robin cannot smuggle one in).
 */
export async function checkWebhookUrl(
  rawUrl: string,
  allowPrivateNetwork: boolean,
  resolve: Resolver = systemResolver,
): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'scheme', detail: 'Not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme', detail: 'Not http or https' };
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    return { ok: false, reason: 'unresolvable', detail: `Could not resolve ${host}: ${(error as Error).message}` };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolvable', detail: `Could not resolve ${host}` };
  if (!allowPrivateNetwork) {
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) return { ok: false, reason: 'private', detail: `${host} resolves to a private address (${refused.address})` };
  }
  return { ok: true, address: addresses[0]! };
}
