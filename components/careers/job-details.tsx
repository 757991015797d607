import { CheckList } from '@/components/ui/check-list';
import type { Job } from '@/lib/shared/domain/job';
import { NOT_SPECIFIED, orNotSpecified } from '@/lib/shared/jobs/format';
import { jobLocation } from '@/lib/shared/jobs/search';

/**
 * Location, work type, experience and education, each 'Not specified' when missing, at the size
 * of running text (16 px: an education such as "B.Tech / B.E. in Computer Science" is read).
 */
export function JobFacts({ job, tone = 'light' }: { job: Job; tone?: 'light' | 'dark' }) {
  const facts = [
    ['Location', jobLocation(job)],
    ['Work type', orNotSpecified(job.workType)],
    ['Experience', orNotSpecified(job.experience)],
    ['Education', orNotSpecified(job.education)],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className={tone === 'dark' ? 'text-slate-300' : 'text-muted'}>{term}:</dt>
          <dd className={`font-medium ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The left pane of the dialog and the body of the job page: overview, skills, requirements, education. */
export function JobDetails({ job, headingLevel = 3 }: { job: Job; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingClass = 'text-lg font-semibold text-ink';
  return (
    <div className="space-y-8">
      <section>
        <Heading className={headingClass}>Overview</Heading>
        <p className="measure mt-3 leading-7 whitespace-pre-line text-ink-soft">
          {job.description || NOT_SPECIFIED}
        </p>
      </section>
      <section>
        <Heading className={headingClass}>Required Skills</Heading>
        {job.requiredSkills.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {job.requiredSkills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-surface-tint px-3 py-1 text-sm font-medium text-brand-purple-deep"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">{NOT_SPECIFIED}</p>
        )}
      </section>
      <section>
        <Heading className={headingClass}>Requirements</Heading>
        {job.requirements.length > 0 ? (
          <CheckList
            items={job.requirements}
            className="mt-3 space-y-2"
            itemClassName="flex gap-2 text-ink-soft"
            iconClassName="mt-1 size-4 text-brand-purple-strong"
          />
        ) : (
          <p className="mt-3 text-ink-soft">{NOT_SPECIFIED}</p>
        )}
      </section>
      <section>
        <Heading className={headingClass}>Education</Heading>
        <p className="mt-3 text-ink-soft">{orNotSpecified(job.education)}</p>
      </section>
    </div>
  );
}
