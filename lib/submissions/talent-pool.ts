import 'server-only';
import { talentPool } from '@/content/data-protection';
import type { ApplicationInput } from '@/lib/backend/types';

/**
 * The record of a candidate's talent-pool consent sent with the application: the words they
 * agreed to and when (the moment the site stored the application), or nothing without consent.
 */
export function talentPoolRecord(
  consent: ApplicationInput['talent_pool_consent'],
  storedAt: number,
): Pick<ApplicationInput, 'talent_pool_consent_text' | 'talent_pool_consent_at'> {
  if (consent !== 'yes') return {};
  return {
    talent_pool_consent_text: talentPool.label,
    talent_pool_consent_at: new Date(storedAt).toISOString(),
  };
}
