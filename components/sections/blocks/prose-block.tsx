import { StaticHtml } from '@/components/ui/static-html';
import { paragraphsHtml } from '@/lib/shared/html';
import { SplitBlockSection } from './split-block-section';
import { texts } from './texts';
import type { BlockProps } from './types';

/** Heading on the left, paragraphs on the right (stacked on small screens). */
export function ProseBlock({ block, tone }: BlockProps<'prose'>) {
  return (
    <SplitBlockSection block={block} tone={tone}>
      <StaticHtml
        className={`measure space-y-5 text-lg leading-8 ${tone === 'dark' ? 'text-slate-300' : 'text-ink-soft'}`}
        html={paragraphsHtml(texts(block.paragraphs))}
      />
    </SplitBlockSection>
  );
}
