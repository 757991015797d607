import type { Metadata } from 'next';
import { ContentIcon } from '@/components/icons';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { GroupList } from '@/components/sections/group-list';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { industries as content } from '@/content/industries';
import { getPage } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getPage('/industries');

export const metadata: Metadata = pageMetadata(page);

export default function IndustriesPage() {
  const { overview } = content;
  return (
    <PageLayout page={page}>
      <PageHero badge={content.hero.badge} heading={content.hero.heading} subtext={content.hero.subtext} />
      <ContentSection id="overview" tone="white">
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <p className="eyebrow">{overview.eyebrow}</p>
            <h2 id="overview-heading" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
              {overview.heading}
            </h2>
            <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-gradient-to-r from-brand-purple to-brand-orange" />
          </div>
          <div className="space-y-5 text-lg leading-8 text-ink-soft">
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
        <SectionHeading id="industries-heading" eyebrow={content.sectors.eyebrow} heading={content.sectors.heading} intro={content.sectors.intro} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {content.industries.map((industry) => (
            <li
              key={industry.title}
              data-reveal
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-[box-shadow,transform] hover:-translate-y-1 hover:shadow-lg"
            >
              {industry.icon && (
                <span className="grid size-12 place-items-center rounded-xl bg-surface-tint">
                  <ContentIcon name={industry.icon} />
                </span>
              )}
              <h3 className="mt-4 text-base font-semibold text-ink">{industry.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{industry.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <CtaSection cta={content.cta} />
    </PageLayout>
  );
}
