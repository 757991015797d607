import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { ApplyButton } from '@/components/careers/apply-button';
import { ApplySection } from '@/components/careers/apply-section';
import { JobAlertsBlock } from '@/components/careers/job-alerts/job-alerts-block';
import { JobDetails, JobFacts } from '@/components/careers/job-details';
import { company } from '@/content/company';
import { getAllJobs, getJobBySlug } from '@/lib/jobs/all-jobs';
import { jobMetaDescription, jobPageTitle } from '@/lib/jobs/page-title';
import { withJobsFeed } from '@/lib/jobs/rss';
import { jobPlace } from '@/lib/shared/jobs/place';
import { jobLocation } from '@/lib/shared/jobs/search';
import { similarJobs } from '@/lib/jobs/similar';
import { jobPath, jobSlug } from '@/lib/shared/jobs/slug';
import { BreadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { JobPostingJsonLd } from '@/lib/seo/job-posting-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/site-url';
import { JobDates } from './_components/job-dates';
import { ShareLinks } from './_components/share-links';
import { SimilarJobs } from './_components/similar-jobs';

/**
 * Job pages are rendered on first visit and kept; a slow admin API never slows a view. When the
 * open jobs change, /api/jobs/refresh expires them at once; this minute is only the backstop.
 */
export const revalidate = 60;

/** None at build time: the build must not depend on the admin API being reachable. */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const job = await getJobBySlug((await params).slug);
  if (!job) return { title: 'Job not found', robots: { index: false, follow: true } };
  return withJobsFeed(
    await pageMetadata({
      path: jobPath(job),
      title: jobPageTitle(job, await getAllJobs()),
      description: jobMetaDescription(job),
    }),
  );
}

export default async function JobPage({ params }: { params: Params }) {
  const { slug } = await params;
  const job = await getJobBySlug(slug);
  if (!job) notFound();
  if (slug !== jobSlug(job)) permanentRedirect(jobPath(job));

  const path = jobPath(job);
  const place = jobPlace(job).label;
  // The company's own office already names the company: say it once.
  const employerAndPlace = place.startsWith(company.name) ? place : `${company.name} · ${place}`;
  return (
    <>
      <BreadcrumbJsonLd path={path} lastName={job.title} />
      <JobPostingJsonLd job={job} />
      <section id="hero" aria-labelledby="job-title" className="bg-ink pt-16 text-white">
        <div className="container-page max-w-4xl py-14 sm:py-20">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
            <Link
              href="/careers#positions"
              className="underline-offset-4 hover:text-white hover:underline"
            >
              Careers
            </Link>{' '}
            / <span aria-current="page">{job.title}</span>
          </nav>
          {job.employmentType && (
            <p className="mt-6 w-fit rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium">
              {job.employmentType}
            </p>
          )}
          <h1 id="job-title" className="mt-4 text-4xl font-bold sm:text-5xl">
            {job.title}
          </h1>
          <p className="mt-3 text-slate-300">
            {employerAndPlace} · <JobDates job={job} />
          </p>
          <div className="mt-6">
            <JobFacts job={job} tone="dark" />
          </div>
          <div className="mt-8">
            <ApplyButton job={job} />
          </div>
        </div>
      </section>
      <section aria-label="Job details" className="py-16">
        <div className="container-page max-w-4xl">
          <JobDetails job={job} headingLevel={2} />
        </div>
      </section>
      <ApplySection job={job} />
      <section aria-label="Share and similar jobs" className="border-t border-slate-200 py-12">
        <div className="container-page max-w-4xl space-y-10">
          <ShareLinks url={absoluteUrl(path)} title={job.title} />
          <SimilarJobs jobs={similarJobs(job, await getAllJobs())} />
          <JobAlertsBlock
            idPrefix="job-alert"
            defaults={{ location: jobLocation(job), type: job.employmentType ?? undefined }}
          />
        </div>
      </section>
    </>
  );
}
