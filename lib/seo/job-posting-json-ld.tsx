import 'server-only';
import { company } from '@/content/company';
import type { Job } from '@/lib/shared/domain/job';
import { googleEmploymentType, minimumExperienceMonths } from '@/lib/shared/jobs/format';
import { jobPlace } from '@/lib/shared/jobs/place';
import { jobPath } from '@/lib/shared/jobs/slug';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld-script';
import { jobPostingData } from './structured-data';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;

/** The page's visible text as HTML, which Google shows in its job listing. */
function descriptionHtml(job: Job): string {
  const parts = [`<p>${escape(job.description)}</p>`];
  if (job.requiredSkills.length) parts.push(`<h3>Required Skills</h3>${list(job.requiredSkills)}`);
  if (job.requirements.length) parts.push(`<h3>Requirements</h3>${list(job.requirements)}`);
  if (job.education) parts.push(`<h3>Education</h3><p>${escape(job.education)}</p>`);
  return parts.join('');
}

/** Where the job is, as JobPosting states it: the same place the page shows (lib/shared/jobs/place.ts). */
function locationData(job: Job) {
  const { remote, office } = jobPlace(job);
  const address = office && {
    ...(office.street && { streetAddress: office.street }),
    addressLocality: office.locality,
    ...(office.region && { addressRegion: office.region }),
    ...(office.postalCode && { postalCode: office.postalCode }),
    addressCountry: company.address.countryCode,
  };
  return {
    ...(address && { jobLocation: { address } }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE' as const,
      applicantLocationRequirements: { name: company.address.country },
    }),
  };
}

/**
 * JobPosting JSON-LD for Google for Jobs; only on a job's own page, and only with what the page
 * shows. The hiring organisation is the company itself: it is the employer of record, also for
 * the roles it fills at clients.
 */
export function JobPostingJsonLd({ job }: { job: Job }) {
  if (!job.postedAt) return null;
  const months = minimumExperienceMonths(job.experience);
  const posting = jobPostingData({
    title: job.title,
    description: descriptionHtml(job),
    url: absoluteUrl(jobPath(job)),
    identifier: { name: company.name, value: job.id },
    datePosted: job.postedAt,
    ...(job.closesAt && { validThrough: job.closesAt }),
    hiringOrganization: {
      name: company.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/images/brand/logo-512.png'),
    },
    employmentType: googleEmploymentType(job.employmentType),
    directApply: true,
    ...(months !== undefined && { experienceRequirements: { monthsOfExperience: months } }),
    ...locationData(job),
  });
  return <JsonLd data={posting} />;
}
