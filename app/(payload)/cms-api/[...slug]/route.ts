import config from '@payload-config';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import type { NextRequest } from 'next/server';
import { withEditorBodyLimit } from '@/lib/http/editor-body';
import { isFirstUserPath } from '@/lib/http/editor-paths';

const post = withEditorBodyLimit(REST_POST(config));

export const GET = REST_GET(config);
export const DELETE = withEditorBodyLimit(REST_DELETE(config));
export const PATCH = withEditorBodyLimit(REST_PATCH(config));
export const PUT = withEditorBodyLimit(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);

/** Everything Payload answers, except registering a first user (cms/on-init.ts makes the first admin). */
export function POST(request: NextRequest, context: { params: Promise<{ slug: string[] }> }) {
  if (isFirstUserPath(request.nextUrl.pathname)) return new Response('Not found', { status: 404 });
  return post(request, context);
}
