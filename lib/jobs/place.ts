import 'server-only';
import type { Job } from '@/lib/shared/domain/job';
import { isRemote } from '@/lib/shared/jobs/format';

/** States of the cities our clients hire in, so a job's address names its region too. */
const regions: Record<string, string> = {
  hyderabad: 'Telangana',
  secunderabad: 'Telangana',
  bengaluru: 'Karnataka',
  bangalore: 'Karnataka',
  chennai: 'Tamil Nadu',
  mumbai: 'Maharashtra',
  pune: 'Maharashtra',
  delhi: 'Delhi',
  'new delhi': 'Delhi',
  noida: 'Uttar Pradesh',
  gurugram: 'Haryana',
  gurgaon: 'Haryana',
  kolkata: 'West Bengal',
  ahmedabad: 'Gujarat',
  kochi: 'Kerala',
  visakhapatnam: 'Andhra Pradesh',
};

export type JobPlace =
  | { kind: 'remote'; label: string }
  | { kind: 'office'; locality: string; region?: string; label: string };

/** Where a job is done, as shown on its page and told to Google (always within India). */
export function jobPlace(job: Pick<Job, 'location' | 'workType'>): JobPlace {
  if (isRemote(job)) return { kind: 'remote', label: 'Remote, open to applicants in India' };
  const locality = job.location!.trim();
  const region = regions[locality.toLowerCase()];
  return { kind: 'office', locality, region, label: [locality, region, 'India'].filter(Boolean).join(', ') };
}
