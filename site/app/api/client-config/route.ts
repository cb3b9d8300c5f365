import { NextResponse } from 'next/server';
import { currentBuild } from '@/lib/build-info';
import type { ClientConfig } from '@/lib/client-config';
import { env } from '@/lib/env';

// Read at each request from the running server's environment, never prerendered.
export const dynamic = 'force-dynamic';

export function GET() {
  const build = currentBuild();
  const config: ClientConfig = {
    buildId: build.id,
    gtm: env.gtm,
    sentry: env.sentry.dsn ? { dsn: env.sentry.dsn, environment: env.sentry.environment, release: build.id } : null,
  };
  return NextResponse.json(config, { headers: { 'Cache-Control': 'no-store' } });
}
