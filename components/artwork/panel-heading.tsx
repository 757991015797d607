import { PanelLabel } from './scene';

/** A panel's caption with the figure it counts, large, at its right: the figures the heroes' tests read. */
export function PanelHeading({ label, total }: { label: string; total: number }) {
  return (
    <div className="flex items-end justify-between gap-3">
      <PanelLabel>{label}</PanelLabel>
      <span
        data-total
        className="font-display text-3xl leading-none font-bold text-brand-purple-strong"
      >
        {total}
      </span>
    </div>
  );
}
