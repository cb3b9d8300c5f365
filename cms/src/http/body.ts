import type { Context } from 'hono';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body exceeds ${limit} bytes.`);
  }
}

/** Reads the request body, refusing (without buffering it all) more than `limit` bytes. */
export async function readBody(c: Context, limit: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readText(c: Context, limit: number): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readBody(c, limit));
}
