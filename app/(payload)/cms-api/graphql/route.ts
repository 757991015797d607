import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import type { NextRequest } from 'next/server';
import { cmsApi } from '@/lib/http/cms-api';

const graphql = cmsApi('graphql', GRAPHQL_POST(config));

/**
 * GraphQL answers its errors with a 200; a login or password reset over the limits
 * (lib/cms/login-guard.ts) sets Retry-After, and is answered 429 as over REST.
 */
export async function POST(request: NextRequest, context: unknown) {
  const response = await graphql(request, context);
  if (response.status !== 200 || !response.headers.has('retry-after')) return response;
  return new Response(response.body, { status: 429, headers: response.headers });
}

export const OPTIONS = cmsApi('rest', REST_OPTIONS(config));

/** Queries come only as a POST of JSON (no playground, no query in a URL a log or a cache keeps). */
export const GET = () =>
  Response.json(
    { errors: [{ message: 'Send the query as a POST of application/json.' }] },
    { status: 405, headers: { Allow: 'POST, OPTIONS', 'Cache-Control': 'no-store' } },
  );
