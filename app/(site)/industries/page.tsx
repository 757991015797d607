import type { Metadata } from 'next';
import { SectorsArt } from '@/components/artwork/sectors-art';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { industries as content } from '@/content/industries';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { OverviewSection } from './_components/overview-section';
import { ctaFormatOf } from '@/content/cta-formats';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/industries'));
}

export default async function IndustriesPage() {
  const page = await getOwnPage('/industries');
  return (
    <PageLayout page={page}>
      <PageSections
        ctaFormat={ctaFormatOf('/industries')}
        sections={page.blocks ?? []}
        hero={{
          variant: 'light',
          artwork: <SectorsArt label={content.hero.artLabel} sectors={content.industries} />,
        }}
        designs={{ 'industries-overview': (section) => <OverviewSection overview={section} /> }}
      />
    </PageLayout>
  );
}
