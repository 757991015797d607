import type { JobPosting, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { company } from '@/content/company';
import type { Job } from '@/lib/domain/job';
import { googleEmploymentType, minimumExperienceMonths } from '@/lib/jobs/format';
import { jobPlace } from '@/lib/jobs/place';
import { jobPath } from '@/lib/jobs/slug';
import { absoluteUrl } from '@/lib/site-url';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;

/** The page's visible text as HTML, which Google shows in its job listing. */
function descriptionHtml(job: Job): string {
  const parts = [`<p>${escape(job.description)}</p>`];
  if (job.requiredSkills.length) parts.push(`<h3>Required Skills</h3>${list(job.requiredSkills)}`);
  if (job.requirements.length) parts.push(`<h3>Requirements</h3>${list(job.requirements)}`);
  if (job.education) parts.push(`<h3>Education</h3><p>${escape(job.education)}</p>`);
  return parts.join('');
}

/** JobPosting JSON-LD for Google for Jobs; only on a job's own page, and only with what the page shows. */
export function JobPostingSchema({ job }: { job: Job }) {
  if (!job.postedAt) return null;
  const place = jobPlace(job);
  const months = minimumExperienceMonths(job.experience);
  const location =
    place.kind === 'remote'
      ? ({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: company.address.country } } as const)
      : ({
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.locality,
              ...(place.region && { addressRegion: place.region }),
              addressCountry: company.address.countryCode,
            },
          },
        } as const);
  const posting: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.postedAt,
    hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: absoluteUrl('/'), logo: absoluteUrl('/images/brand/logo-512.png') },
    ...location,
    url: absoluteUrl(jobPath(job)),
    employmentType: googleEmploymentType(job.employmentType),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    directApply: true,
    ...(months !== undefined && { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months } }),
  };
  return <JsonLd data={posting} />;
}
