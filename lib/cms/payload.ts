import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';

/** The CMS's Local API on this server (never its HTTP API): one instance per process. */
export const cms = () => getPayload({ config });
