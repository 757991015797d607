import { CheckList } from '@/components/ui/check-list';
import { SplitBlockSection } from './split-block-section';
import { texts } from './texts';
import type { BlockProps } from './types';

/**
 * Short points beside the heading from 1280 px (under it below), in newspaper columns on wider
 * screens: the columns balance themselves, so an odd count never leaves a lone box on the last row.
 */
export function ChecklistBlock({ block, tone }: BlockProps<'checklist'>) {
  const dark = tone === 'dark';
  return (
    <SplitBlockSection block={block} tone={tone} splitFrom="xl">
      <div data-format="checklist">
        <CheckList
          items={texts(block.items)}
          icon="circle-check-big"
          className={`gap-x-10 sm:columns-2 ${block.items.length < 5 ? 'xl:columns-1' : ''}`}
          itemClassName={`flex break-inside-avoid items-start gap-3 border-b py-4 text-lg font-medium ${dark ? 'border-white/15 text-white' : 'border-slate-200 text-ink'}`}
          iconClassName={`mt-1 size-5 shrink-0 ${dark ? 'text-brand-orange' : 'text-brand-purple-strong'}`}
        />
      </div>
    </SplitBlockSection>
  );
}
