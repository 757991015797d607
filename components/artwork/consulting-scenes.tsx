import { Icon } from '@/components/icon/icon';
import { FloatChip, Meter, Panel, PanelLabel, Scene } from './scene';

/**
 * A balanced scorecard: each measure against its target, beside the improvement cycle from 640 px
 * (on a phone the cycle left the scorecard too narrow for its measures' names, and goes).
 */
export function BusinessExcellenceArt() {
  const measures = [
    { label: 'On-time delivery', value: '96%', target: 'Target 95%', progress: 96, up: true },
    { label: 'Order-to-cash', value: '18 days', target: 'Target 21', progress: 86, up: true },
    { label: 'First-pass yield', value: '91%', target: 'Target 94%', progress: 72, up: false },
  ];
  const cycle = ['Plan', 'Do', 'Check', 'Act'];
  return (
    <Scene>
      <div className="grid items-center gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Panel>
          <PanelLabel>Scorecard · Q3</PanelLabel>
          <ul className="mt-3 space-y-3">
            {measures.map((measure) => (
              <li key={measure.label}>
                <p className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{measure.label}</span>
                  <span className="flex items-center gap-1 font-semibold">
                    <Icon
                      name={measure.up ? 'trending-up' : 'trending-down'}
                      className={`size-3.5 ${measure.up ? 'text-brand-purple-strong' : 'text-brand-orange-strong'}`}
                    />
                    {measure.value}
                  </span>
                </p>
                <p className="mb-1 text-[10px] text-muted">{measure.target}</p>
                <Meter value={measure.progress} tone={measure.up ? 'purple' : 'orange'} />
              </li>
            ))}
          </ul>
        </Panel>
        <div className="relative hidden aspect-square sm:block">
          <svg viewBox="0 0 120 120" className="size-full">
            <circle
              cx="60"
              cy="60"
              r="46"
              fill="none"
              stroke="#FFFFFF"
              strokeOpacity="0.15"
              strokeWidth="14"
            />
            <circle
              cx="60"
              cy="60"
              r="46"
              fill="none"
              stroke="#9B51E0"
              strokeWidth="14"
              strokeDasharray="216 73"
              transform="rotate(-90 60 60)"
            />
            <circle cx="60" cy="14" r="7" fill="#F2994A" />
          </svg>
          {/* Inside the ring, on the page's pale tint: dark ink (white was all but invisible). */}
          <ul className="absolute inset-0 grid grid-cols-2 place-items-center p-7 text-[11px] font-semibold text-brand-purple-deep">
            {cycle.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      </div>
      <FloatChip icon="award" className="right-4 -bottom-2">
        Lean Six Sigma certified coaches
      </FloatChip>
    </Scene>
  );
}
