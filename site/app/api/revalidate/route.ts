import { revalidatePath, revalidateTag } from 'next/cache';
import { type NextRequest, NextResponse } from 'next/server';
import { ROUTER_TAG } from '@/lib/drupal/cache';
import { env } from '@/lib/env';
import { readRevalidation } from '@/lib/revalidation';
import { sameSecret } from '@/lib/secret';

// Called by the backend after every content change: the embedded cms sends
// `GET /api/revalidate?secret=…&path=/article/portes-ouvertes&tags=node:{uuid},node_list:article`,
// Drupal's `next` module `GET /api/revalidate?slug=/article/portes-ouvertes&secret=…` per path
// (lib/revalidation.ts).
export const dynamic = 'force-dynamic';

function handle(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  if (!sameSecret(params.get('secret'), env.revalidateSecret)) {
    return NextResponse.json({ message: 'Invalid revalidation secret.' }, { status: 401 });
  }
  const asked = readRevalidation(params);
  if (!asked) {
    return NextResponse.json({ message: 'Nothing to revalidate: give tags or a path.' }, { status: 400 });
  }
  // The router's answers (alias → entity) may have changed with the content too.
  for (const tag of [...asked.tags, ROUTER_TAG]) revalidateTag(tag);
  for (const path of asked.paths) revalidatePath(path);
  return NextResponse.json({ revalidated: true, tags: asked.tags, path: asked.paths[0] ?? null, paths: asked.paths, now: Date.now() });
}

export const GET = handle;
export const POST = handle;
