import { Static } from '@/components/ui/static';
import Link from '@/components/ui/link';
import { Icon } from '@/components/icon/icon';
import { Photo } from '@/components/ui/photo';
import { ContentSection } from '@/components/sections/content-section';
import type { SectionOf } from '@/content/page-sections';

/**
 * Section `about`: paragraphs of company description, then beside them the editor's photo of the
 * office (when set), the company's tagline and the closing call to action.
 */
export function StorySection({ story, tagline }: { story: SectionOf<'section'>; tagline: string }) {
  return (
    <Static>
      <ContentSection id="about" tone="white">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <p className="eyebrow">{story.eyebrow}</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
              {story.heading}
            </h2>
            <div className="measure mt-8 space-y-5 text-lg leading-8 text-ink-soft">
              {(story.paragraphs ?? []).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="about-closing" className="lg:pt-16">
            {typeof story.photo === 'object' && (
              <Photo
                photo={story.photo}
                crop="split"
                sizes="(min-width: 1024px) 26rem, 100vw"
                className="mb-8"
              />
            )}
            <div className="relative isolate overflow-hidden rounded-3xl bg-brand-gradient p-8 text-white shadow-xl lg:sticky lg:top-24 sm:p-10">
              <p className="font-display text-xl font-semibold text-white">
                &ldquo;{tagline}&rdquo;
              </p>
              <span aria-hidden="true" className="my-8 block h-px bg-white/25" />
              <h3 id="about-closing" className="text-2xl font-bold sm:text-3xl">
                {story.aside?.heading}
              </h3>
              {story.link && (
                <Link href={story.link.href} className="btn-accent mt-6">
                  {story.link.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              )}
            </div>
          </aside>
        </div>
      </ContentSection>
    </Static>
  );
}
