import type { NextConfig } from 'next';
import { parseSiteEnv } from './lib/env';

const env = parseSiteEnv(process.env);

const config: NextConfig = {
  reactStrictMode: true,
  // Several dev servers (one per developer task) can share a checkout with distinct build dirs.
  distDir: process.env['NEXT_DIST_DIR'] ?? '.next',
  poweredByHeader: false,
  // The ui package ships TypeScript and CSS modules; Next compiles them with the site.
  transpilePackages: ['@campus/ui'],
  // `@campus/ui` is a barrel: without this, a page importing one card would also ship the
  // client components re-exported next to it (consent manager, video embed, editor wrapper).
  experimental: { optimizePackageImports: ['@campus/ui'] },
  // Lint and typecheck run in `npm test` for the whole workspace, not in every build.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: false },
  // The backend's files (images, PDFs) are reached through the site's own origin, so pages never
  // point visitors at the backend and next/image can optimise them as local images.
  async rewrites() {
    return [{ source: '/sites/default/files/:path*', destination: `${env.drupalBaseUrl}/sites/default/files/:path*` }];
  },
  images: { localPatterns: [{ pathname: '/sites/default/files/**' }] },
};

export default config;
