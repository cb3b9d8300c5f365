import { NextResponse } from 'next/server';
import { latestBuild, NO_CACHE } from '@/lib/builds/server';

// The build of the running server, read at each request (never prerendered into the build).
export const dynamic = 'force-dynamic';

export function GET() {
  return NextResponse.json(latestBuild(), { headers: NO_CACHE });
}
