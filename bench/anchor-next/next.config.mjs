// @ts-check
// The empty Next.js App Router page of bench/load.mjs, served by `next start` with Next's defaults
// (its own gzip compression included). Built into .next/ here (ignored by git); lint and types are
// the root's business (`npm run lint`), not the anchor's build.

/** @type {import('next').NextConfig} */
const config = {
  eslint: { ignoreDuringBuilds: true },
};

export default config;
