import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { about } from '@/content/about';
import { company } from '@/content/company';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { ExpertiseSection } from './_components/expertise-section';
import { FloatingParticles } from './_components/floating-particles';
import { StorySection } from './_components/story-section';
import { ValuesSection } from './_components/values-section';
import { PeopleIllustration } from '@/components/sections/people-illustration';
import { teamAtDashboards } from '@/content/people-art';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/about'));
}

export default async function AboutPage() {
  const page = await getOwnPage('/about');
  return (
    <PageLayout page={page}>
      <PageHero
        variant="light"
        badge={`${about.hero.badge} ${company.name}`}
        heading={about.hero.headline}
        subtext={about.hero.subline}
        decoration={<FloatingParticles />}
        artwork={<PeopleIllustration art={teamAtDashboards} firstScreen />}
      />
      <StorySection story={about.story} />
      <ValuesSection values={about.values} />
      <ExpertiseSection expertise={about.expertise} />
    </PageLayout>
  );
}
