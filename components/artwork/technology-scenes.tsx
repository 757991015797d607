import { Icon } from '@/components/icon/icon';
import { StatusChip } from '@/components/screens/app-window';
import { FloatChip, Meter, Panel, PanelLabel, Scene } from './scene';

/* Pictures for the technology services: each shows the work itself, not an emblem. */

const code: readonly (readonly [string, string])[][] = [
  [
    ['text-brand-orange', 'export async function '],
    ['text-white', 'approveLeave'],
    ['text-slate-400', '(req) {'],
  ],
  [
    ['text-slate-400', '  const '],
    ['text-white', 'request '],
    ['text-slate-400', '= await '],
    ['text-violet-300', 'db.leave.find'],
    ['text-slate-400', '(req.id);'],
  ],
  [
    ['text-slate-400', '  if (!'],
    ['text-white', 'request'],
    ['text-slate-400', ') return '],
    ['text-brand-orange', 'notFound'],
    ['text-slate-400', '();'],
  ],
  [
    ['text-slate-400', '  await '],
    ['text-violet-300', 'notify'],
    ['text-slate-400', '(request.employee, '],
    ['text-emerald-300', "'approved'"],
    ['text-slate-400', ');'],
  ],
  [
    ['text-slate-400', '  return '],
    ['text-white', 'request'],
    ['text-slate-400', ';'],
  ],
  [['text-slate-400', '}']],
];

/** A code editor beside the phone app it builds, with a passing build. */
export function ApplicationDevelopmentArt() {
  return (
    <Scene>
      <div className="overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/10">
        <div className="flex gap-4 border-b border-white/10 px-4 py-2 text-[11px] text-slate-400">
          <span className="text-white">leave.ts</span>
          <span>payslip.tsx</span>
        </div>
        <pre className="overflow-hidden px-4 py-3 font-mono text-[11px] leading-5 sm:text-xs sm:leading-6">
          {code.map((line, index) => (
            <span key={index} className="block whitespace-pre">
              <span className="mr-3 text-slate-400">{index + 1}</span>
              {line.map(([tone, text], part) => (
                <span key={part} className={tone}>
                  {text}
                </span>
              ))}
            </span>
          ))}
        </pre>
      </div>
      <div className="absolute right-0 -bottom-3 w-32 rounded-[1.4rem] bg-white p-2 shadow-2xl ring-4 ring-ink sm:right-0 sm:w-36">
        <div className="rounded-2xl bg-surface-tint p-2.5">
          <p className="text-[10px] font-semibold text-brand-purple-strong">Leave request</p>
          <p className="mt-1 text-[11px] font-semibold">2 days · Dec 4–5</p>
          <p className="mt-2 rounded-full bg-brand-purple py-1 text-center text-[10px] font-semibold text-white">
            Approved
          </p>
        </div>
      </div>
      <FloatChip icon="circle-check" tone="white" className="-top-1 left-4">
        Build passed · 214 tests
      </FloatChip>
    </Scene>
  );
}

/** A support queue with priorities and response timers, and the uptime it protects. */
export function ApplicationSupportArt() {
  const tickets = [
    {
      id: 'INC-4821',
      title: 'Payslip PDF not generating',
      priority: 'P1',
      due: '12 min',
      tone: 'warn',
    },
    {
      id: 'INC-4817',
      title: 'SSO login loop on Safari',
      priority: 'P2',
      due: '1 h 40',
      tone: 'good',
    },
    {
      id: 'CHG-1290',
      title: 'Patch ERP connector to 4.2',
      priority: 'P3',
      due: 'Tonight',
      tone: 'neutral',
    },
  ] as const;
  return (
    <Scene>
      <Panel>
        <div className="flex items-center justify-between">
          <PanelLabel>Support queue</PanelLabel>
          <span className="text-[11px] text-muted">24×7</span>
        </div>
        <ul className="mt-3 divide-y divide-slate-100">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-center gap-3 py-2.5">
              <span
                className={`rounded-md px-1.5 py-0.5 text-[11px] font-bold ${ticket.priority === 'P1' ? 'bg-brand-orange text-ink' : 'bg-slate-100 text-ink-soft'}`}
              >
                {ticket.priority}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{ticket.title}</span>
                <span className="block text-[11px] text-muted">{ticket.id}</span>
              </span>
              <StatusChip tone={ticket.tone}>{ticket.due}</StatusChip>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel className="mt-4 ml-auto w-3/4 sm:w-2/3">
        <PanelLabel>Uptime, 30 days</PanelLabel>
        <p className="mt-1 font-display text-2xl font-bold text-brand-purple-strong">99.95%</p>
        <span className="mt-2 flex h-6 items-end gap-0.5">
          {[9, 10, 10, 8, 10, 10, 10, 9, 10, 10, 10, 10, 7, 10, 10, 10, 10, 9, 10, 10].map(
            (h, i) => (
              <span
                key={i}
                className="flex-1 rounded-sm bg-brand-purple/70"
                style={{ height: `${h * 10}%` }}
              />
            ),
          )}
        </span>
      </Panel>
      <FloatChip icon="headset" className="top-2 right-0 sm:right-2">
        On call now
      </FloatChip>
    </Scene>
  );
}

/** A document read by a model: the fields it extracts and how sure it is of each. */
export function ArtificialIntelligenceArt() {
  const fields = [
    { label: 'Vendor', value: 'Deccan Logistics', confidence: 98 },
    { label: 'Invoice total', value: '₹4,82,300', confidence: 96 },
    { label: 'Due date', value: '12 Dec 2026', confidence: 91 },
  ];
  return (
    <Scene>
      <div className="grid grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] items-center gap-3">
        <Panel className="space-y-2 p-3 sm:p-4">
          <PanelLabel>invoice.pdf</PanelLabel>
          {[90, 70, 80, 55, 85, 40].map((width, index) => (
            <span
              key={index}
              className={`block h-1.5 rounded-full ${index === 1 || index === 3 ? 'bg-brand-orange/70' : 'bg-slate-200'}`}
              style={{ width: `${width}%` }}
            />
          ))}
        </Panel>
        <Panel className="p-3 sm:p-4">
          <p className="flex items-center gap-1.5 text-[11px] font-semibold text-brand-purple-strong">
            <Icon name="sparkles" className="size-3.5" />
            Extracted by the model
          </p>
          <dl className="mt-2 space-y-2">
            {fields.map((field) => (
              <div key={field.label}>
                <dt className="flex justify-between text-[11px] text-muted">
                  {field.label}
                  <span>{field.confidence}%</span>
                </dt>
                <dd className="font-semibold">
                  {field.value}
                  <Meter value={field.confidence} />
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
      <FloatChip icon="brain" tone="purple" className="-top-1 left-4">
        Sent to finance for approval
      </FloatChip>
    </Scene>
  );
}

/** A plant floor of connected sensors reporting live readings to one gateway. */
export function InternetOfThingsArt() {
  const sensors = [
    { icon: 'zap', label: 'Line 2 energy', value: '41 kW', x: '8%', y: '12%' },
    { icon: 'radio-tower', label: 'Boiler temp', value: '74 °C', x: '60%', y: '6%' },
    { icon: 'cog', label: 'Press vibration', value: 'Normal', x: '4%', y: '64%' },
    { icon: 'wifi', label: 'Cold room', value: '3.8 °C', x: '60%', y: '66%' },
  ] as const;
  return (
    <Scene>
      <div className="relative h-64 overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/10 sm:h-72">
        <svg
          viewBox="0 0 400 280"
          className="absolute inset-0 size-full"
          preserveAspectRatio="none"
        >
          <g stroke="#ffffff" strokeOpacity="0.06">
            {Array.from({ length: 9 }, (_, i) => (
              <line key={`v${i}`} x1={i * 50} y1="0" x2={i * 50} y2="280" />
            ))}
            {Array.from({ length: 6 }, (_, i) => (
              <line key={`h${i}`} x1="0" y1={i * 56} x2="400" y2={i * 56} />
            ))}
          </g>
          <g stroke="#9B51E0" strokeWidth="2" strokeDasharray="5 5" fill="none">
            <path d="M90 60 L200 140 L300 50" />
            <path d="M80 215 L200 140 L300 220" />
          </g>
          <circle cx="200" cy="140" r="26" fill="#9B51E0" />
          <circle cx="200" cy="140" r="40" fill="none" stroke="#9B51E0" strokeOpacity="0.4" />
          <circle cx="200" cy="140" r="56" fill="none" stroke="#9B51E0" strokeOpacity="0.15" />
        </svg>
        <span className="absolute top-1/2 left-1/2 grid size-10 -translate-x-1/2 -translate-y-1/2 place-items-center text-white">
          <Icon name="network" className="size-6" />
        </span>
        {sensors.map((sensor) => (
          <span
            key={sensor.label}
            className="absolute flex items-center gap-2 rounded-xl bg-white px-2.5 py-1.5 shadow-lg"
            style={{ left: sensor.x, top: sensor.y }}
          >
            <Icon name={sensor.icon} className="size-4 text-brand-purple-strong" />
            <span>
              <span className="block text-[10px] text-muted">{sensor.label}</span>
              <span className="block text-xs font-semibold">{sensor.value}</span>
            </span>
          </span>
        ))}
      </div>
      <FloatChip icon="circle-check" className="right-4 -bottom-1">
        36 devices online
      </FloatChip>
    </Scene>
  );
}

/** A software robot's flow, from e-mail to ERP, with today's runs. */
export function RoboticProcessAutomationArt() {
  const steps = [
    { icon: 'mail', label: 'Read supplier e-mail' },
    { icon: 'file-text', label: 'Extract invoice lines' },
    { icon: 'shield-check', label: 'Match to purchase order' },
    { icon: 'database', label: 'Post to ERP' },
  ] as const;
  return (
    <Scene>
      <Panel>
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-purple text-white">
            <Icon name="bot" className="size-6" />
          </span>
          <span>
            <span className="block font-semibold">Invoice bot</span>
            <span className="block text-[11px] text-muted">Runs every 15 minutes</span>
          </span>
          <span className="ml-auto">
            <StatusChip tone="good">Running</StatusChip>
          </span>
        </div>
        <ol className="mt-4 space-y-2">
          {steps.map((step, index) => (
            <li key={step.label} className="flex items-center gap-3">
              <span className="grid size-7 place-items-center rounded-full bg-surface-tint text-brand-purple-strong">
                <Icon name={step.icon} className="size-3.5" />
              </span>
              <span className="flex-1 rounded-lg border border-slate-200 px-3 py-1.5 font-medium">
                {step.label}
              </span>
              <Icon
                name={index < 3 ? 'circle-check' : 'refresh-cw'}
                className={`size-4 ${index < 3 ? 'text-brand-purple' : 'text-brand-orange'}`}
              />
            </li>
          ))}
        </ol>
      </Panel>
      <FloatChip icon="zap" className="right-0 -bottom-1 sm:right-2">
        1,240 runs today · 0 errors
      </FloatChip>
    </Scene>
  );
}

/** A campaign funnel from impressions to customers, by channel. */
export function DigitalMarketingArt() {
  const funnel = [
    { label: 'Impressions', value: '4.2 L', width: 100 },
    { label: 'Clicks', value: '18,400', width: 78 },
    { label: 'Leads', value: '1,320', width: 54 },
    { label: 'Customers', value: '212', width: 32 },
  ];
  return (
    <Scene>
      <Panel>
        <div className="flex items-center justify-between gap-2">
          <PanelLabel>Campaign: HR Suite launch</PanelLabel>
          <span className="text-[11px] text-muted">Last 30 days</span>
        </div>
        <ul className="mt-4 space-y-2">
          {funnel.map((step, index) => (
            <li key={step.label} className="flex flex-col items-center">
              <span
                className={`flex items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold ${index === funnel.length - 1 ? 'bg-brand-orange text-ink' : 'bg-brand-purple text-white'}`}
                style={{ width: `${step.width}%` }}
              >
                <span>{step.label}</span>
                <span>{step.value}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap gap-2">
          {['Search', 'LinkedIn', 'E-mail', 'SEO'].map((channel) => (
            <span
              key={channel}
              className="rounded-full bg-surface-tint px-2.5 py-1 text-[11px] font-medium text-brand-purple-strong"
            >
              {channel}
            </span>
          ))}
        </p>
      </Panel>
      <FloatChip icon="trending-up" tone="white" className="-top-1 right-4">
        Cost per lead −32%
      </FloatChip>
    </Scene>
  );
}
