import type { Metadata } from 'next';
import { DataRequestForm } from '@/components/data-requests/data-request-form';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { dataRequestPage as content } from '@/content/data-protection';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/data-requests'));
}

export default async function DataRequestsPage() {
  const page = await getOwnPage('/data-requests');
  return (
    <PageLayout page={page}>
      <PageHero badge={content.title} heading={content.heading} subtext={content.intro} />
      <section
        id="form"
        aria-label={page.sections[1]!.label}
        className="scroll-mt-16 bg-surface py-16 sm:py-20"
      >
        <div className="container-page max-w-3xl">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <DataRequestForm idPrefix="data-request" />
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
