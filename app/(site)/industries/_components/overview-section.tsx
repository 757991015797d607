import { Static } from '@/components/ui/static';
import { ContentSection } from '@/components/sections/content-section';
import { GroupList } from '@/components/sections/group-list';
import type { SectionOf } from '@/content/page-sections';

/** Section `overview`: the heading beside the paragraphs, then the role groups. */
export function OverviewSection({ overview }: { overview: SectionOf<'section'> }) {
  return (
    <Static>
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
            {(overview.paragraphs ?? []).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="mt-14">
          <GroupList groups={overview.groups ?? []} />
        </div>
      </ContentSection>
    </Static>
  );
}
