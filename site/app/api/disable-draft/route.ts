import type { NextRequest } from 'next/server';
import { disablePreview, previewTarget, privateRedirect } from '@/lib/preview-server';

export const dynamic = 'force-dynamic';

/** "Quitter l’aperçu": preview off, back to the page (without `?preview=true`). */
export async function GET(request: NextRequest): Promise<Response> {
  await disablePreview();
  return privateRedirect(request, previewTarget(request.nextUrl.searchParams.get('path'), { keepPreviewFlag: false }));
}
