import { JsonLd } from '@/components/seo/json-ld';
import { company } from '@/content/company';
import type { Job } from '@/lib/shared/domain/job';
import { googleEmploymentType, minimumExperienceMonths } from '@/lib/shared/jobs/format';
import { jobPlace } from '@/lib/jobs/place';
import { jobPath } from '@/lib/shared/jobs/slug';
import { absoluteUrl } from '@/lib/site-url';
import { jobPostingData } from '@/lib/seo/structured-data';

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
      ? { jobLocationType: 'TELECOMMUTE' as const, applicantLocationRequirements: { name: company.address.country } }
      : {
          jobLocation: {
            address: { addressLocality: place.locality, ...(place.region && { addressRegion: place.region }), addressCountry: company.address.countryCode },
          },
        };
  const posting = jobPostingData({
    title: job.title,
    description: descriptionHtml(job),
    url: absoluteUrl(jobPath(job)),
    identifier: { name: company.name, value: job.id },
    datePosted: job.postedAt,
    hiringOrganization: { name: company.name, sameAs: absoluteUrl('/'), logo: absoluteUrl('/images/brand/logo-512.png') },
    employmentType: googleEmploymentType(job.employmentType),
    directApply: true,
    ...(months !== undefined && { experienceRequirements: { monthsOfExperience: months } }),
    ...location,
  });
  return <JsonLd data={posting} />;
}
