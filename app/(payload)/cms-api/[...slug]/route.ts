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
import { cmsApi } from '@/lib/http/cms-api';
import { isFirstUserPath } from '@/lib/http/editor-paths';

const post = cmsApi('rest', REST_POST(config));

export const GET = cmsApi('rest', REST_GET(config));
export const DELETE = cmsApi('rest', REST_DELETE(config));
export const PATCH = cmsApi('rest', REST_PATCH(config));
export const PUT = cmsApi('rest', REST_PUT(config));
export const OPTIONS = cmsApi('rest', REST_OPTIONS(config));

/** Everything Payload answers, except registering a first user (cms/on-init.ts makes the first admin). */
export function POST(request: NextRequest, context: { params: Promise<{ slug: string[] }> }) {
  if (isFirstUserPath(request.nextUrl.pathname)) return new Response('Not found', { status: 404 });
  return post(request, context);
}
