import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { isEditorRequest } from '@/lib/cms/draft';
import { isInternalPath } from '@/lib/shared/internal-path';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

/** A path of this site (lib/shared/internal-path.ts), with no backslash. */
const sitePath = (value: string | null): string | null =>
  isInternalPath(value) && !value.includes('\\') ? value : null;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /api/preview?path=/about (the editor's "Preview" button, cms/publishing.ts previewUrl):
 * for a logged-in editor, turns on Next's draft mode and redirects to the page, which then shows
 * the latest drafts (lib/cms/draft.ts). Anyone else gets 401 and no draft-mode cookie.
 * GET /api/preview?exit=1&path=/about turns draft mode off again.
 */
export async function GET(request: NextRequest) {
  const path = sitePath(request.nextUrl.searchParams.get('path'));
  if (!path) return NextResponse.json({ error: 'path' }, { status: 400, headers: noStore });
  const mode = await draftMode();
  if (request.nextUrl.searchParams.has('exit')) {
    mode.disable();
  } else {
    if (!(await isEditorRequest(request.headers)))
      return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: noStore });
    mode.enable();
  }
  return NextResponse.redirect(absoluteUrl(path), { status: 307, headers: noStore });
}
