import { CheckList } from '@/components/ui/check-list';
import { HeadedBlockSection } from './headed-block-section';
import type { BlockProps } from './types';

/** A two-column list of short points with check marks. */
export function ChecklistBlock({ block, tone }: BlockProps<'checklist'>) {
  const dark = tone === 'dark';
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <CheckList
        items={block.items}
        reveal
        icon="circle-check-big"
        className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2"
        itemClassName={`flex items-start gap-3 rounded-xl border p-4 font-medium ${dark ? 'border-white/15 bg-white/5 text-white' : 'border-slate-200 bg-white text-ink shadow-sm'}`}
        iconClassName={`mt-0.5 size-5 ${dark ? 'text-brand-orange' : 'text-brand-purple-strong'}`}
      />
    </HeadedBlockSection>
  );
}
