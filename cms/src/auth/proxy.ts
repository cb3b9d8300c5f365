import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Trusted reverse proxies, as Drupal's `reverse_proxy_addresses` setting (Symfony's
 * `Request::setTrustedProxies()`): the `X-Forwarded-For`, `-Proto` and `-Host` headers are believed
 * only when the socket's peer is one of these addresses or ranges, and the client is then the
 * right-most `X-Forwarded-For` entry that is not itself a trusted proxy.
 *
 * `CMS_TRUSTED_PROXIES`: comma-separated IPv4/IPv6 addresses and CIDR ranges
 * (`127.0.0.1,::1,10.0.0.0/8`). The former `CMS_TRUST_PROXY=1`, without `CMS_TRUSTED_PROXIES`,
 * means the loopback addresses (the site in front of the cms on the same host).
 */

/** What `CMS_TRUST_PROXY=1` stands for. */
export const LOOPBACK_PROXIES = '127.0.0.1,::1';

/** A parsed `CMS_TRUSTED_PROXIES`: `check` says whether an address is a trusted proxy. */
export interface TrustedProxies {
  readonly entries: readonly string[];
  check(address: string): boolean;
}

const NONE: TrustedProxies = { entries: [], check: () => false };

/** Unwraps an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, as a dual-stack socket shows IPv4 peers). */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * Parses a list of addresses and CIDR ranges; throws an Error naming the first bad entry.
 * An empty or blank list trusts nobody.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  if (value.trim() === '') return NONE;
  const list = new BlockList();
  const entries: string[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) || Number(prefix ?? 0) > max) {
      throw new Error(`"${entry}" is not an IP address or a CIDR range (such as 10.0.0.0/8 or ::1)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
    entries.push(entry);
  }
  return {
    entries,
    check: (candidate) => {
      const address = normalizeIp(candidate);
      const family = isIP(address);
      if (family === 0) return false;
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The raw setting: `CMS_TRUSTED_PROXIES`, else loopback with `CMS_TRUST_PROXY=1`, else nobody. */
export function trustedProxiesSetting(source: Record<string, string | undefined> = process.env): string {
  const list = source['CMS_TRUSTED_PROXIES'];
  if (list !== undefined && list.trim() !== '') return list;
  return source['CMS_TRUST_PROXY'] === '1' ? LOOPBACK_PROXIES : '';
}

let cached: { setting: string; proxies: TrustedProxies } | undefined;

/** The trusted proxies of the current environment (read on each call, parsed once per value). */
export function trustedProxies(): TrustedProxies {
  const setting = trustedProxiesSetting();
  if (cached?.setting !== setting) {
    let proxies: TrustedProxies;
    try {
      proxies = parseTrustedProxies(setting);
    } catch {
      // readEnv() refuses a bad list at start-up; should one appear later, trust nobody.
      proxies = NONE;
    }
    cached = { setting, proxies };
  }
  return cached.proxies;
}

/** The socket's peer (PHP's `REMOTE_ADDR`), or undefined when there is no socket (`app.request()`). */
export function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeIp(address) : undefined;
  } catch {
    return undefined;
  }
}

/** True when the request comes straight from a trusted proxy (`Request::isFromTrustedProxy()`). */
export function isFromTrustedProxy(c: Context): boolean {
  const peer = peerAddress(c);
  return peer !== undefined && trustedProxies().check(peer);
}

/** The first value of a forwarded header, when the request comes from a trusted proxy. */
export function forwardedValue(c: Context, header: 'X-Forwarded-Proto' | 'X-Forwarded-Host'): string | undefined {
  if (!isFromTrustedProxy(c)) return undefined;
  const value = c.req.header(header)?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** One `X-Forwarded-For` entry without port or brackets (`1.2.3.4:5678`, `[::1]:80`), if it is an IP. */
function forwardedIp(entry: string): string | undefined {
  let value = entry.trim();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    value = end > 0 ? value.slice(1, end) : value;
  } else {
    const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
    if (withPort) value = withPort[1]!;
  }
  value = normalizeIp(value);
  return isIP(value) === 0 ? undefined : value;
}

/**
 * Symfony's `Request::getClientIp()`: the socket's peer, or, when the peer is a trusted proxy, the
 * right-most `X-Forwarded-For` entry that is not a trusted proxy (entries that are not addresses
 * are skipped; when every entry is a trusted proxy, the first of them). `unknown` without a socket.
 */
export function clientIp(c: Context): string {
  const peer = peerAddress(c);
  if (peer === undefined) return 'unknown';
  const proxies = trustedProxies();
  if (!proxies.check(peer)) return peer;
  const header = c.req.header('X-Forwarded-For');
  if (!header) return peer;
  const chain = [...header.split(','), peer];
  let firstTrusted: string | undefined;
  let client: string | undefined;
  for (const entry of chain) {
    const ip = forwardedIp(entry);
    if (ip === undefined) continue;
    if (proxies.check(ip)) firstTrusted ??= ip;
    else client = ip;
  }
  return client ?? firstTrusted ?? peer;
}
