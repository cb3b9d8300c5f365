import { NextResponse } from 'next/server';
import { buildMeta, NO_CACHE } from '@/lib/builds/server';

// The build of the running server, read at each request (never prerendered into the build).
export const dynamic = 'force-dynamic';

/** `/builds/meta/{id}.json`: the running build's id, date and prerendered paths; 404 for any other id. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const meta = file.endsWith('.json') ? buildMeta(file.slice(0, -'.json'.length)) : null;
  if (!meta) return NextResponse.json({ error: 'Unknown build' }, { status: 404, headers: NO_CACHE });
  return NextResponse.json(meta, { headers: NO_CACHE });
}
