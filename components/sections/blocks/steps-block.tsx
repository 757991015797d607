import { HeadedBlockSection } from './headed-block-section';
import type { BlockProps } from './types';

/**
 * A numbered process as a timeline: one step a row, joined by a line, so each step's text
 * keeps a readable measure however many steps there are; the column as wide as its widest step,
 * centred under the centred heading (a wider box left the steps hanging to its left).
 */
export function StepsBlock({ block, tone }: BlockProps<'steps'>) {
  const dark = tone === 'dark';
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <ol data-format="process" className="mx-auto mt-14 w-fit max-w-3xl">
        {block.items.map((step, index) => (
          <li key={step.title} data-reveal className="relative flex gap-6 pb-10 last:pb-0">
            {index < block.items.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-14 bottom-2 left-7 w-0.5 -translate-x-1/2 ${dark ? 'bg-white/20' : 'bg-brand-purple/25'}`}
              />
            )}
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-purple font-display text-xl font-bold text-white ring-8 ring-brand-purple/10"
            >
              {index + 1}
            </span>
            <div className="pt-2.5">
              <h3 className={`text-xl font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className={`measure mt-2 leading-7 ${dark ? 'text-slate-300' : 'text-ink-soft'}`}>
                {step.text}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </HeadedBlockSection>
  );
}
