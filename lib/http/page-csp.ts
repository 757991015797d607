import 'server-only';
import { analyticsProvider, providerOrigins } from '@/lib/analytics/provider';
import { env } from '@/lib/env';
import { contentSecurityPolicy, editorContentSecurityPolicy } from '@/lib/security-headers';

/**
 * A document's Content-Security-Policy, made from the environment the server runs with: the
 * analytics provider's origins appear exactly when one is configured, whatever the build saw.
 * The environment is read once per process, so this is computed once too.
 */
export const pageContentSecurityPolicy = contentSecurityPolicy(
  process.env.NODE_ENV !== 'production',
  env.SITE_URL,
  providerOrigins(analyticsProvider(env)),
);

/** The editor's (/admin) policy, apart from the public pages'. */
export const editorPolicy = editorContentSecurityPolicy(
  process.env.NODE_ENV !== 'production',
  env.SITE_URL,
);
