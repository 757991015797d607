import type { Metadata } from 'next';
import { SectorsArt } from '@/components/artwork/sectors-art';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { industries as content, industryCard } from '@/content/industries';
import type { PageSection } from '@/content/page-sections';
import { getOwnPage, listIndustries } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { OverviewSection } from './_components/overview-section';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/industries'));
}

/** The cards of the page's "industries" section are the published industries, in their order. */
const SECTORS_ANCHOR = 'industries';

export default async function IndustriesPage() {
  const [page, industries] = await Promise.all([getOwnPage('/industries'), listIndustries()]);
  const cards = industries.map(industryCard);
  const sections = (page.blocks ?? []).map((section): PageSection =>
    section.blockType === 'cards' && section.anchor === SECTORS_ANCHOR
      ? { ...section, items: cards }
      : section,
  );
  return (
    <PageLayout page={page}>
      <PageSections
        ctaFormat={page.ctaFormat}
        sections={sections}
        hero={{
          variant: 'light',
          artwork: <SectorsArt label={content.hero.artLabel} sectors={cards} />,
        }}
        designs={{ 'industries-overview': (section) => <OverviewSection overview={section} /> }}
      />
    </PageLayout>
  );
}
