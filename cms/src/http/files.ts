import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../auth/account.js';
import { PUBLIC_FILES_PATH } from '../jsonapi/serialize.js';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
};

/** Public files at `/sites/default/files/…`, as a web server serves Drupal's public:// directory. */
export function fileRoutes(filesDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const root = path.resolve(filesDir);
  app.get(`${PUBLIC_FILES_PATH}/*`, async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(new URL(c.req.url).pathname.slice(PUBLIC_FILES_PATH.length + 1));
    } catch {
      return c.text('Not Found', 404);
    }
    const full = path.resolve(root, relative);
    if (!full.startsWith(`${root}${path.sep}`) || relative.includes('\0')) return c.text('Not Found', 404);
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return c.text('Not Found', 404);
    const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
    return new Response(Readable.toWeb(createReadStream(full)) as ReadableStream, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(info.size),
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Last-Modified': info.mtime.toUTCString(),
      },
    });
  });
  return app;
}
