import { FeatureList } from '@/components/sections/feature-list';
import { PeopleIllustration } from '@/components/sections/people-illustration';
import { SectionHeading } from '@/components/sections/section-heading';
import { Photo } from '@/components/ui/photo';
import type { SectionOf } from '@/content/page-sections';
import { teamStandingTogether } from '@/content/people-art';

/**
 * Why work with us, as a split: the people a candidate would join on one side (the editor's photo
 * of life at the firm, or the illustration), the reasons as ruled rows on the other (not a grid
 * of icon cards: careers must not read as the template). The heading runs above both, so the
 * picture starts level with the list and stays in view beside it on large screens (beside the
 * heading, it ended about 250 px above the list's first row).
 */
export function BenefitsSection({
  benefits,
  className = '',
}: {
  benefits: SectionOf<'section'>;
  className?: string;
}) {
  return (
    <section
      id="benefits"
      aria-labelledby="benefits-heading"
      className={`bg-surface py-20 ${className}`}
    >
      <div className="container-page">
        <SectionHeading
          id="benefits-heading"
          heading={benefits.heading}
          intro={benefits.intro}
          align="left"
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          {typeof benefits.photo === 'object' ? (
            <Photo
              photo={benefits.photo}
              crop="split"
              sizes="(min-width: 1024px) 28rem, 100vw"
              className="lg:sticky lg:top-28 lg:self-start"
            />
          ) : (
            <div className="rounded-3xl bg-surface-tint p-6 sm:p-10 lg:sticky lg:top-28 lg:self-start">
              <PeopleIllustration art={teamStandingTogether} />
            </div>
          )}
          <FeatureList items={benefits.items ?? []} />
        </div>
      </div>
    </section>
  );
}
