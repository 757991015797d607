import 'server-only';
import { env } from '@/lib/env';
import { hasBearer } from './bearer';

/**
 * Whether the request carries the operators' bearer token: CRON_SECRET, or during a rotation
 * CRON_SECRET_PREVIOUS (set it to the old value while callers move to the new one, then unset it).
 */
export function hasCronSecret(request: Request): boolean {
  return hasBearer(request, env.CRON_SECRET) || hasBearer(request, env.CRON_SECRET_PREVIOUS);
}
