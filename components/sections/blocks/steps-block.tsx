import { HeadedBlockSection } from './headed-block-section';
import type { BlockProps } from './types';

const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
};

/** A numbered process, one column per step on large screens. */
export function StepsBlock({ block, tone }: BlockProps<'steps'>) {
  const dark = tone === 'dark';
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <ol
        className={`mt-12 grid gap-6 ${columns[block.items.length] ?? 'sm:grid-cols-2 lg:grid-cols-3'}`}
      >
        {block.items.map((step, index) => (
          <li
            key={step.title}
            data-reveal
            className={`relative rounded-2xl border p-6 ${dark ? 'border-white/15 bg-white/5' : 'border-slate-200 bg-white shadow-sm'}`}
          >
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-brand-purple font-display text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className={`mt-5 text-lg font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={`mt-2 text-sm leading-6 ${dark ? 'text-slate-300' : 'text-muted'}`}>
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </HeadedBlockSection>
  );
}
