import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';

// One id per build, Next's build id and the pages' own: a page compares it with
// `/builds/latest.json` to learn that a newer build is deployed (lib/builds/client.ts). Kept in the
// environment because the build's worker processes read this file again and must get the same id.
const buildId = (process.env['CAMPUS_BUILD_ID'] ??= `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`);

const config: NextConfig = {
  reactStrictMode: true,
  // Several dev servers (one per developer task) can share a checkout with distinct build dirs.
  distDir: process.env['NEXT_DIST_DIR'] ?? '.next',
  poweredByHeader: false,
  // site/server.mjs compresses: a stored page and Next's static files are encoded once, brotli and
  // gzip, other answers gzipped as they stream (lib/server/secure-response.mjs).
  compress: false,
  // Metadata (title, description, canonical) in the <head> of every HTML answer. Next 15.2+ streams
  // the metadata of dynamic pages into the body for browsers it does not list as bots, where
  // Lighthouse (SEO: "Document does not have a meta description") and other crawlers miss it.
  htmlLimitedBots: /.*/,
  generateBuildId: () => buildId,
  // Next's file-system cache, except that 404s stay in a small in-memory LRU instead of on disk and
  // the backend reads written are capped: made-up addresses cannot fill the disk
  // (lib/server/cache-handler.mjs). Next loads this config as CommonJS from the site's folder.
  cacheHandler: path.join(__dirname, 'lib', 'server', 'cache-handler.mjs'),
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // The ui package ships TypeScript and CSS modules; Next compiles them with the site. The cms
  // ships the rich-text allow-list and sanitiser the site shares with it as TypeScript too
  // (lib/drupal/rich-text.ts; server only).
  transpilePackages: ['@campus/ui', '@campus/cms'],
  // `@campus/ui` is a barrel: without this, a page importing one card would also ship the
  // client components re-exported next to it (consent manager, video embed, editor wrapper).
  experimental: { optimizePackageImports: ['@campus/ui'] },
  // Lint and typecheck run in `npm test` for the whole workspace, not in every build.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: false },
  // The backend's files are served through the site's origin by app/sites/default/files (at run
  // time, following DRUPAL_BASE_URL), so next/image optimises them as local images.
  // One quality, the one every image uses (next/image's 75): any other `q` is refused (400), so a
  // crawler cannot fill `.next/cache/images` with a hundred variants of each image and width.
  images: { localPatterns: [{ pathname: '/sites/default/files/**' }], qualities: [75] },
};

export default config;
