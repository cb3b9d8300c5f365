import { forwardPublicFile } from '@/lib/session/forward';

// The backend's public files (images, PDFs) through the site's own origin (lib/session/forward.ts).
// A route handler rather than a rewrite: rewrites are fixed at build time, this follows the
// backend's address (DRUPAL_BASE_URL) at run time.
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return forwardPublicFile(request, (await params).path);
}
