import { type NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/secret';

// For operators (and the end-to-end tests) to check that server errors reach error reporting:
// `GET /api/monitoring/check?kind=server&marker=…` with the header `X-Monitoring-Secret: …` throws
// an Error, which Next reports through `onRequestError` (instrumentation.ts). Without
// MONITORING_SECRET, or with another secret, the route does not exist (404).
export const dynamic = 'force-dynamic';

const MARKER = /^[\w-]{1,64}$/;


export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  if (!sameSecret(request.headers.get('x-monitoring-secret'), env.monitoringSecret) || params.get('kind') !== 'server') {
    return NextResponse.json({ message: 'Not found.' }, { status: 404 });
  }
  const marker = params.get('marker') ?? '';
  throw new Error(`Monitoring check: a server error on purpose${MARKER.test(marker) ? ` (${marker})` : ''}`);
}
