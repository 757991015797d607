import type { Metadata } from 'next';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { PeopleIllustration } from '@/components/sections/people-illustration';
import { teamAtDashboards } from '@/content/people-art';
import { getCompany } from '@/lib/cms/company';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { ExpertiseSection } from './_components/expertise-section';
import { FloatingParticles } from './_components/floating-particles';
import { StorySection } from './_components/story-section';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/about'));
}

export default async function AboutPage() {
  const [page, company] = await Promise.all([getOwnPage('/about'), getCompany()]);
  return (
    <PageLayout page={page}>
      <PageSections
        sections={page.blocks ?? []}
        hero={{
          variant: 'light',
          decoration: <FloatingParticles />,
          artwork: <PeopleIllustration art={teamAtDashboards} firstScreen />,
        }}
        designs={{
          'about-story': (section) => <StorySection story={section} tagline={company.tagline} />,
          'about-expertise': (section) => <ExpertiseSection expertise={section} />,
        }}
      />
    </PageLayout>
  );
}
