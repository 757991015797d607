import type { Metadata } from 'next';
import { SectorsArt } from '@/components/artwork/sectors-art';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { GroupList } from '@/components/sections/group-list';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { industries as content } from '@/content/industries';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/industries'));
}

export default async function IndustriesPage() {
  const page = await getOwnPage('/industries');
  const { overview } = content;
  return (
    <PageLayout page={page}>
      <PageHero
        variant="light"
        badge={content.hero.badge}
        heading={content.hero.heading}
        subtext={content.hero.subtext}
        artwork={<SectorsArt label={content.hero.artLabel} sectors={content.industries} />}
      />
      <ContentSection id="overview" tone="white">
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <p className="eyebrow">{overview.eyebrow}</p>
            <h2 id="overview-heading" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
              {overview.heading}
            </h2>
            <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-brand-rule" />
          </div>
          <div className="measure space-y-5 text-lg leading-8 text-ink-soft">
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="mt-14">
          <GroupList groups={overview.groups} />
        </div>
      </ContentSection>
      <ContentSection id="industries" tone="surface">
        <SectionHeading
          id="industries-heading"
          eyebrow={content.sectors.eyebrow}
          heading={content.sectors.heading}
          intro={content.sectors.intro}
        />
        <div className="mt-12">
          <CardGrid items={content.industries} />
        </div>
      </ContentSection>
      <CtaSection cta={content.cta} />
    </PageLayout>
  );
}
