import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import { withEditorBodyLimit } from '@/lib/http/editor-body';

export const POST = withEditorBodyLimit(GRAPHQL_POST(config));
export const OPTIONS = REST_OPTIONS(config);
