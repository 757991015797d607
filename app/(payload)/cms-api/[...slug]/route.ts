import config from '@payload-config';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { cmsApi } from '@/lib/http/cms-api';

export const GET = cmsApi('rest', REST_GET(config));
export const POST = cmsApi('rest', REST_POST(config));
export const DELETE = cmsApi('rest', REST_DELETE(config));
export const PATCH = cmsApi('rest', REST_PATCH(config));
export const PUT = cmsApi('rest', REST_PUT(config));
export const OPTIONS = cmsApi('rest', REST_OPTIONS(config));
