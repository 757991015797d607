import { StaticHtml } from '@/components/ui/static-html';
import { paragraphsHtml } from '@/lib/shared/html';
import { ContentSection } from '../content-section';
import type { BlockProps } from './types';

/** Heading on the left, paragraphs on the right (stacked on small screens). */
export function ProseBlock({ block, tone }: BlockProps<'prose'>) {
  const dark = tone === 'dark';
  return (
    <ContentSection id={block.id} tone={tone}>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          {block.eyebrow && (
            <p className={dark ? 'eyebrow text-brand-orange' : 'eyebrow'}>{block.eyebrow}</p>
          )}
          <h2
            id={`${block.id}-heading`}
            className={`mt-2 text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
          >
            {block.heading}
          </h2>
          <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-brand-rule" />
        </div>
        <StaticHtml
          className={`space-y-5 text-lg leading-8 ${dark ? 'text-slate-300' : 'text-ink-soft'}`}
          html={paragraphsHtml(block.paragraphs)}
        />
      </div>
    </ContentSection>
  );
}
