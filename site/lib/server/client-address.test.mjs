// @ts-check
import { describe, expect, it } from 'vitest';
import { visitorAddress } from './client-address.mjs';

describe('visitorAddress', () => {
  it('is the socket’s address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(visitorAddress({ forwardedFor: '203.0.113.66', remote: '198.51.100.7', trustProxy: false })).toBe('198.51.100.7');
    expect(visitorAddress({ forwardedFor: undefined, remote: '198.51.100.7', trustProxy: true })).toBe('198.51.100.7');
  });

  it('behind a trusted proxy, is the address the proxy appended (right-most), not what the client wrote before it', () => {
    // The client sent `X-Forwarded-For: 203.0.113.66`; the proxy (127.0.0.1) appended 198.51.100.7.
    expect(visitorAddress({ forwardedFor: '203.0.113.66, 198.51.100.7', remote: '127.0.0.1', trustProxy: true })).toBe('198.51.100.7');
    for (let attempt = 0; attempt < 60; attempt++) {
      expect(visitorAddress({ forwardedFor: `10.0.${attempt}.1, 198.51.100.7`, remote: '127.0.0.1', trustProxy: true })).toBe('198.51.100.7');
    }
    // Repeated headers arrive joined; the trusted proxy appending itself is skipped.
    expect(visitorAddress({ forwardedFor: ['203.0.113.66', '198.51.100.7, 127.0.0.1'], remote: '::ffff:127.0.0.1', trustProxy: true })).toBe('198.51.100.7');
  });

  it('reads ports, brackets and IPv4-mapped addresses, skips what is not an address', () => {
    expect(visitorAddress({ forwardedFor: '203.0.113.66, [2001:db8::1]:4711', remote: '127.0.0.1', trustProxy: true })).toBe('2001:db8::1');
    expect(visitorAddress({ forwardedFor: '198.51.100.7:50123', remote: '127.0.0.1', trustProxy: true })).toBe('198.51.100.7');
    expect(visitorAddress({ forwardedFor: '::ffff:198.51.100.7', remote: '127.0.0.1', trustProxy: true })).toBe('198.51.100.7');
    expect(visitorAddress({ forwardedFor: '198.51.100.7, unknown', remote: '127.0.0.1', trustProxy: true })).toBe('198.51.100.7');
    expect(visitorAddress({ forwardedFor: 'n’importe quoi', remote: '127.0.0.1', trustProxy: true })).toBe('127.0.0.1');
  });
});
