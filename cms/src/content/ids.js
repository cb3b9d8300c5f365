import { createHash } from 'node:crypto';
/** Namespace of the demo content's ids, so a reseeded database keeps the same UUIDs. */
const DEMO_NAMESPACE = '6f1b2d4e-8a3c-5e7f-9b1d-2c4e6a8b0d1f';
/** RFC 4122 version 5 (name-based, SHA-1) UUID. */
export function uuidV5(name, namespace = DEMO_NAMESPACE) {
    const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
    const bytes = createHash('sha1').update(ns).update(name, 'utf8').digest().subarray(0, 16);
    bytes[6] = (bytes[6] & 0x0f) | 0x50;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
