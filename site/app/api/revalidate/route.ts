import { revalidatePath, revalidateTag } from 'next/cache';
import { type NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/secret';

// Called by the backend after every content change (Drupal's `next` module, or the embedded cms):
// `GET /api/revalidate?secret=…&path=/article/portes-ouvertes&tags=node:{uuid},node_list:article`.
export const dynamic = 'force-dynamic';

const TAG = /^[a-z_]+(?::[\w-]+)?$/;


function handle(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  if (!sameSecret(params.get('secret'), env.revalidateSecret)) {
    return NextResponse.json({ message: 'Invalid revalidation secret.' }, { status: 401 });
  }
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => TAG.test(tag));
  const path = params.get('path');
  const validPath = path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  if (tags.length === 0 && !validPath) {
    return NextResponse.json({ message: 'Nothing to revalidate: give tags or a path.' }, { status: 400 });
  }
  // The router's answers (alias → entity) may have changed with the content too.
  for (const tag of [...tags, 'router']) revalidateTag(tag);
  if (validPath) revalidatePath(validPath);
  return NextResponse.json({ revalidated: true, tags, path: validPath, now: Date.now() });
}

export const GET = handle;
export const POST = handle;
