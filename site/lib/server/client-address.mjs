// @ts-check
// The visitor's address, worked out once per request by site/server.mjs and handed to the app as
// the only entry of X-Forwarded-For (lib/session/forward.ts sends it to the backend, whose login
// flood control counts failures per address).
import { isIP } from 'node:net';

/**
 * An address as written in X-Forwarded-For, without a port or brackets, IPv4-mapped IPv6 as IPv4;
 * `undefined` when it is not an IP address.
 * @param {string} entry
 * @returns {string | undefined}
 */
function parseAddress(entry) {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) === 0 ? undefined : text.toLowerCase();
}

/**
 * The visitor's address. Without a trusted proxy, the socket's: a client's own X-Forwarded-For is
 * ignored. With SITE_TRUST_PROXY=1, the socket's peer is the trusted proxy, and each proxy appends
 * the address it got the request from to X-Forwarded-For: the right-most entry that is not the
 * trusted proxy is the visitor, as Symfony's `Request::getClientIps()` (Drupal's reverse-proxy
 * handling) reads it. Entries to its left were written by the client and may be anything: taking
 * the left-most let a client choose a new address for every wrong password.
 * @param {{ forwardedFor: string | string[] | undefined, remote: string | undefined, trustProxy: boolean }} request
 * @returns {string}
 */
export function visitorAddress({ forwardedFor, remote, trustProxy }) {
  const peer = remote ?? '';
  if (!trustProxy || !forwardedFor) return peer;
  const proxy = parseAddress(peer);
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = parseAddress(chain[index] ?? '');
    // Not an address (a proxy's misconfiguration or the client's noise): skipped, as Symfony does.
    if (address === undefined || address === proxy) continue;
    return address;
  }
  return peer;
}
