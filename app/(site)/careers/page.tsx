import type { Metadata } from 'next';
import { OpenRolesArt } from '@/components/artwork/open-roles-art';
import { JobAlertsBlock } from '@/components/careers/job-alerts/job-alerts-block';
import { CtaSection } from '@/components/sections/cta-section';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { summariseBoard } from '@/lib/jobs/board-summary';
import { readJobSearch } from '@/lib/jobs/query';
import { withJobsFeed } from '@/lib/jobs/rss';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { BenefitsSection } from './_components/benefits-section';
import { PositionsSection } from './_components/positions-section';

export async function generateMetadata(): Promise<Metadata> {
  return withJobsFeed(await pageMetadata(await getOwnPage('/careers')));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Rendered per request: a shared search URL (?q=&location=&type=&page=) must come back with
 * its results in the HTML, also with JavaScript off. The job list itself is cached in memory.
 */
export default async function CareersPage({ searchParams }: { searchParams: SearchParams }) {
  const search = readJobSearch(await searchParams);
  const page = await getOwnPage('/careers');
  // The positions below say when the list cannot be read; the hero then shows no picture.
  const jobs = await getAllJobs().catch(() => []);
  return (
    <PageLayout page={page}>
      {/* Candidates are on phones: there the jobs come first and the benefits after them, with
          the call to action (the benefits hold nothing focusable, so the tab order still follows
          what is seen). */}
      <div className="flex flex-col">
        <PageSections
          sections={page.blocks ?? []}
          hero={{ icon: 'briefcase', artwork: <OpenRolesArt board={summariseBoard(jobs)} /> }}
          designs={{
            'careers-benefits': (section) => (
              <BenefitsSection benefits={section} className="max-md:order-last" />
            ),
            'careers-positions': (section) => (
              <>
                <PositionsSection copy={section} search={search} />
                <JobAlertsBlock idPrefix="job-alert" className="container-page pb-16" />
              </>
            ),
          }}
          render={(section) =>
            section.blockType === 'cta' ? (
              <div className="max-md:order-last">
                <CtaSection cta={section} format={page.ctaFormat} />
              </div>
            ) : undefined
          }
        />
      </div>
    </PageLayout>
  );
}
