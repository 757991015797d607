import 'server-only';
import { BlockList, isIP } from 'node:net';
import { peerAddress } from './peer-address';

/** A BlockList of the trusted proxies' addresses and ranges ('127.0.0.0/8', '::1', '172.30.0.10'). */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isListed(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** The last entry of a forwarding header (the one the nearest proxy wrote), or undefined. */
function lastEntry(request: Request, header: string): string | undefined {
  const last = (request.headers.get(header) ?? '').split(',').pop()?.trim();
  return last ? last.slice(0, 100) : undefined;
}

export type ClientAddressRules = {
  /** TRUSTED_PROXY_HEADER: the header a trusted proxy writes the client's address into. */
  header: string | undefined;
  /** TRUSTED_PROXIES, as a list. */
  proxies: BlockList;
  /** On Vercel the platform itself writes X-Forwarded-For, and no socket is the client's. */
  onVercel: boolean;
};

/**
 * Who the client is. The header is believed only on a connection from a trusted proxy; any
 * other connection is its own socket address, whatever headers it sends. Where no socket
 * address was recorded (Vercel, a handler called in-process), the header as before: the
 * trusted one, else X-Forwarded-For, which Vercel overwrites.
 */
export function clientAddress(request: Request, rules: ClientAddressRules): string {
  const peer = rules.onVercel ? undefined : peerAddress();
  if (peer === undefined) return lastEntry(request, rules.header ?? 'x-forwarded-for') ?? 'unknown';
  if (rules.header && isListed(rules.proxies, peer))
    return lastEntry(request, rules.header) ?? peer;
  return peer;
}
