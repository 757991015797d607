import 'server-only';
import { env } from '@/lib/env';
import { createAdminApiBackend } from './admin-api';
import { createEmbeddedBackend } from './embedded';
import { getStore } from '@/lib/store';
import type { Backend } from './types';

let backend: Backend | undefined;

/** The admin API adapter when ADMIN_API_URL is set, otherwise the embedded backend on the site's store. */
export function getBackend(): Backend {
  backend ??= env.ADMIN_API_URL
    ? createAdminApiBackend({
        baseUrl: env.ADMIN_API_URL,
        siteUrl: env.SITE_URL,
        publicOrigin: env.ADMIN_PUBLIC_ORIGIN ?? new URL(env.ADMIN_API_URL).origin,
        store: getStore,
        timeZone: env.ADMIN_TIMEZONE,
        sourceField: env.ADMIN_API_SOURCE_FIELD,
      })
    : createEmbeddedBackend({ store: getStore, timeZone: env.ADMIN_TIMEZONE });
  return backend;
}
