import { Static } from '@/components/ui/static';
import Link from '@/components/ui/link';
import { CardGrid } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { IllustratedList } from '@/components/sections/illustrated-list';
import { NumberedList } from '@/components/sections/numbered-list';
import { SectionHeading } from '@/components/sections/section-heading';
import { CheckList } from '@/components/ui/check-list';
import { StatGrid } from '@/components/sections/stat-grid';
import type { SectionOf } from '@/content/page-sections';
import { teamAgreeingPlan } from '@/content/people-art';

export function AboutSection({ content }: { content: SectionOf<'homeAbout'> }) {
  const { businessExcellence, buttons } = content;
  return (
    <Static>
      <section id="about" aria-labelledby="about-heading" className="py-20 sm:py-28">
        <div className="container-page space-y-20">
          <div>
            <SectionHeading
              id="about-heading"
              eyebrow={content.eyebrow}
              heading={content.heading}
              intro={content.intro}
            />
            <div className="mt-12">
              <StatGrid items={content.stats} caption={content.statsCaption} />
            </div>
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <Link href={buttons.getStarted.href} className="btn-primary">
                {buttons.getStarted.label}
              </Link>
              <Link href={buttons.exploreServices.href} className="btn-outline">
                {buttons.exploreServices.label}
              </Link>
            </div>
          </div>

          <div>
            <h3 className="text-center text-2xl font-bold text-ink sm:text-3xl">
              {content.values.heading}
            </h3>
            <div className="mt-10">
              <NumberedList items={content.values.items} headingLevel={4} />
            </div>
          </div>

          <IllustratedList
            heading={content.whyChooseUs.heading}
            items={content.whyChooseUs.items}
            art={teamAgreeingPlan}
          />

          <div>
            <h3 className="text-center text-2xl font-bold text-ink sm:text-3xl">
              {content.expertise.heading}
            </h3>
            <div className="mt-10">
              <FeatureList items={content.expertise.items} columns={2} headingLevel={4} />
            </div>
          </div>

          <div
            className="grid items-center gap-10 rounded-3xl bg-ink p-8 text-white sm:p-12 lg:grid-cols-2"
            data-reveal
          >
            <div>
              <h3 className="text-2xl font-bold sm:text-3xl">{businessExcellence.heading}</h3>
              <p className="measure mt-3 text-lg leading-8 text-slate-300">
                {businessExcellence.text}
              </p>
              <Link href={businessExcellence.link.href} className="btn-accent mt-6">
                {businessExcellence.link.label}
                <span className="sr-only"> about Business Excellence</span>
              </Link>
            </div>
            <CheckList
              items={businessExcellence.points}
              className="grid gap-3 sm:grid-cols-2"
              itemClassName="flex gap-3 rounded-xl bg-white/10 p-4 font-medium"
              iconClassName="size-5 text-brand-orange"
            />
          </div>

          <div>
            <h3 className="text-center text-2xl font-bold text-ink sm:text-3xl">
              {content.staffing.heading}
            </h3>
            <p className="measure mx-auto mt-3 text-center text-lg leading-8 text-ink-soft">
              {content.staffing.intro}
            </p>
            <div className="mt-8">
              <CardGrid items={content.staffing.items} headingLevel={4} />
            </div>
            <p className="mt-10 text-center">
              <Link href={buttons.exploreStaffing.href} className="btn-primary">
                {buttons.exploreStaffing.label}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </Static>
  );
}
