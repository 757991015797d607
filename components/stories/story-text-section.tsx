import { ContentSection } from '@/components/sections/content-section';
import type { Tone } from '@/components/sections/section-tone';
import { Static } from '@/components/ui/static';

/** A heading on the left, the paragraphs on the right (stacked on phones). */
export function StoryTextSection({
  id,
  eyebrow,
  heading,
  paragraphs,
  tone,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  tone: Tone;
}) {
  return (
    <Static>
      <ContentSection id={id} tone={tone}>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
              {heading}
            </h2>
            <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-brand-rule" />
          </div>
          <div className="measure space-y-5 text-lg leading-8 text-ink-soft">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </ContentSection>
    </Static>
  );
}
