import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import { cmsApi } from '@/lib/http/cms-api';

export const POST = cmsApi('graphql', GRAPHQL_POST(config));
export const OPTIONS = cmsApi('rest', REST_OPTIONS(config));

/** Queries come only as a POST of JSON (no playground, no query in a URL a log or a cache keeps). */
export const GET = () =>
  Response.json(
    { errors: [{ message: 'Send the query as a POST of application/json.' }] },
    { status: 405, headers: { Allow: 'POST, OPTIONS', 'Cache-Control': 'no-store' } },
  );
