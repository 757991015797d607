import 'server-only';
import type { Job } from '@/lib/shared/domain/job';
import { cutAtWord } from '@/lib/shared/jobs/format';
import { jobPlace } from '@/lib/shared/jobs/place';

const META_DESCRIPTION_LENGTH = 160;

type TitledJob = Pick<Job, 'id' | 'title' | 'location' | 'workType' | 'employmentType'>;

const baseTitle = (job: TitledJob) => `${job.title.trim()}, ${jobPlace(job).short}`;
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a?.trim() ?? '').toLowerCase() === (b?.trim() ?? '').toLowerCase();

/**
 * The job page's title: 'React Frontend Developer, Remote (India)', 'Java Developer, Pune'. When
 * another open job has the same title and place, its employment type tells them apart, else its reference.
 */
export function jobPageTitle(job: TitledJob, openJobs: readonly TitledJob[]): string {
  const base = baseTitle(job);
  const twins = openJobs.filter((other) => other.id !== job.id && sameText(baseTitle(other), base));
  if (!twins.length) return base;
  const type = job.employmentType?.trim();
  if (type && twins.every((twin) => !sameText(twin.employmentType, type)))
    return `${base} (${type})`;
  return `${base} (Ref. ${job.id})`;
}

/** The job page's meta description: type, place and the description, ending at a word. */
export function jobMetaDescription(
  job: Pick<Job, 'title' | 'description' | 'employmentType' | 'location' | 'workType'>,
): string {
  const facts = [job.employmentType?.trim(), jobPlace(job).short].filter(Boolean).join(', ');
  return cutAtWord(`${job.title} (${facts}): ${job.description}`, META_DESCRIPTION_LENGTH);
}
