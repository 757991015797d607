import { company } from '@/content/company';
import type { Job } from '@/lib/shared/domain/job';

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

const REMOTE = /^remote\b/i;
const REMOTE_LABEL = 'Remote (India)';

export type Office = { locality: string; region?: string; street?: string; postalCode?: string };

/** Exported for tests. */
export type JobPlace = {
  /** Work from anywhere in India (JobPosting TELECOMMUTE). */
  remote: boolean;
  /** The office the job belongs to (JobPosting jobLocation), if any. */
  office?: Office;
  /** What the job page shows, e.g. 'Bengaluru, Karnataka, India' or 'Remote (India)'. */
  label: string;
  /** The place in the page title: 'Remote (India)' or the city. */
  short: string;
  /** The location the cards show and the filter offers: the admin's text, 'Remote', or our city. */
  listed: string;
};

const companyOffice: Office = {
  locality: company.address.locality,
  region: company.address.region,
  street: company.address.street,
  postalCode: company.address.postalCode,
};

const officeLabel = ({ street, locality, region }: Office) =>
  [street, locality, region, company.address.country].filter(Boolean).join(', ');

/** Remote only when the work type says so ('Remote', any case); the location never decides it. */
function isRemote(job: Pick<Job, 'workType'>): boolean {
  return REMOTE.test(job.workType?.trim() ?? '');
}

/** The city the admin named, unless it names none ('', 'Remote - India'). */
function namedCity(job: Pick<Job, 'location'>): string | undefined {
  const location = job.location?.trim();
  return location && !REMOTE.test(location) ? location : undefined;
}

/**
 * Where a job is done, one answer for the page, its title, the cards and JobPosting: remote work
 * (with its city when one is named), an office in the named city, or, with no city and work that
 * is not remote, the company's own office.
 */
export function jobPlace(job: Pick<Job, 'location' | 'workType'>): JobPlace {
  const city = namedCity(job);
  const office = city ? { locality: city, region: regions[city.toLowerCase()] } : undefined;
  if (isRemote(job)) {
    return office
      ? {
          remote: true,
          office,
          label: `${REMOTE_LABEL} · ${officeLabel(office)}`,
          short: REMOTE_LABEL,
          listed: city!,
        }
      : { remote: true, label: REMOTE_LABEL, short: REMOTE_LABEL, listed: 'Remote' };
  }
  if (office)
    return { remote: false, office, label: officeLabel(office), short: city!, listed: city! };
  return {
    remote: false,
    office: companyOffice,
    label: `${company.name} office, ${officeLabel(companyOffice)}`,
    short: companyOffice.locality,
    listed: companyOffice.locality,
  };
}
