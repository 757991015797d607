import { InitialsDot, StatusChip } from '@/components/screens/app-window';
import { FloatChip, Panel, PanelLabel, Scene } from './scene';

/* Pictures for the staffing services: the shortlist, the contract, the pipeline, the search. */

/** A shortlist of engineers with their skills and how well each matches the role. */
export function ItStaffingArt() {
  const candidates = [
    { name: 'Karthik S', skills: ['React', 'Node.js', 'AWS'], match: 94 },
    { name: 'Meera P', skills: ['Java', 'Spring', 'Kafka'], match: 89 },
    { name: 'Arjun D', skills: ['Python', 'Airflow', 'GCP'], match: 86 },
  ];
  return (
    <Scene>
      <Panel>
        <div className="flex items-center justify-between gap-2">
          <PanelLabel>Shortlist: Senior Full-Stack Engineer</PanelLabel>
        </div>
        <ul className="mt-3 space-y-3">
          {candidates.map((candidate, index) => (
            <li
              key={candidate.name}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-2.5"
            >
              <InitialsDot initials={candidate.name.replace(/[^A-Z]/g, '')} tone={index} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{candidate.name}</span>
                <span className="mt-1 flex flex-wrap gap-1">
                  {candidate.skills.map((skill) => (
                    <span
                      key={skill}
                      className="rounded bg-surface-tint px-1.5 text-[11px] text-brand-purple-strong"
                    >
                      {skill}
                    </span>
                  ))}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-display text-lg font-bold text-brand-purple-strong">
                  {candidate.match}%
                </span>
                <span className="block text-[10px] text-muted">match</span>
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <FloatChip icon="clock" className="right-0 -bottom-1 sm:right-2">
        Interviews booked for Thursday
      </FloatChip>
    </Scene>
  );
}

/** A contract team on a timeline: start, extension and conversion to permanent. */
export function ContractStaffingArt() {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
  const people = [
    { name: 'QA Engineer', start: 0, length: 3, note: 'Ends Mar' },
    { name: 'Data Analyst', start: 1, length: 5, note: 'Extended' },
    { name: 'SAP Consultant', start: 0, length: 4, note: 'Converted' },
    { name: 'DevOps Engineer', start: 2, length: 4, note: 'Active' },
  ];
  return (
    <Scene>
      <Panel>
        <PanelLabel>Contract team: Project Atlas</PanelLabel>
        <div className="mt-3 grid grid-cols-[6.5rem_repeat(6,minmax(0,1fr))] gap-y-2 text-[11px]">
          <span />
          {months.map((month) => (
            <span key={month} className="text-center text-muted">
              {month}
            </span>
          ))}
          {people.map((person, index) => (
            <div key={person.name} className="contents">
              <span
                className="truncate pr-2 font-medium text-ink"
                style={{ gridColumn: 1, gridRow: index + 2 }}
              >
                {person.name}
              </span>
              <span
                className={`rounded-md px-2 py-1 text-[10px] font-semibold ${
                  person.note === 'Converted'
                    ? 'bg-brand-orange text-ink'
                    : index % 2 === 0
                      ? 'bg-brand-purple text-white'
                      : 'bg-brand-purple/15 text-brand-purple-strong'
                }`}
                style={{
                  gridColumn: `${person.start + 2} / span ${person.length}`,
                  gridRow: index + 2,
                }}
              >
                {person.note}
              </span>
            </div>
          ))}
        </div>
      </Panel>
      <FloatChip icon="timer" tone="white" className="-top-1 right-4">
        Deployed in 5 working days
      </FloatChip>
    </Scene>
  );
}

/** A hiring pipeline as a board, ending in an accepted offer. */
export function PermanentStaffingArt() {
  const columns = [
    { title: 'Screened', count: 18 },
    { title: 'Interview', count: 6 },
    { title: 'Offer', count: 2 },
  ];
  return (
    <Scene>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {columns.map((column, index) => (
          <div
            key={column.title}
            className="rounded-2xl bg-white/95 p-2.5 shadow-xl ring-1 ring-slate-900/10"
          >
            <p className="flex items-center justify-between text-[11px] font-semibold text-ink">
              {column.title}
              <span className="rounded-full bg-slate-100 px-1.5 text-muted">{column.count}</span>
            </p>
            <div className="mt-2 space-y-1.5">
              {Array.from({ length: 3 - index }, (_, card) => (
                <div key={card} className="rounded-lg border border-slate-200 p-2">
                  <span className="block h-1.5 w-4/5 rounded-full bg-slate-200" />
                  <span className="mt-1.5 block h-1.5 w-1/2 rounded-full bg-slate-100" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <Panel className="relative z-10 -mt-10 ml-auto w-11/12 sm:w-4/5">
        <div className="flex items-center gap-3">
          <InitialsDot initials="NR" tone={1} />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Nikhil Rao · Finance Controller</span>
            <span className="block text-[11px] text-muted">Joins 6 January · Hyderabad</span>
          </span>
        </div>
        <p className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-surface-tint px-3 py-2">
          <span className="font-medium">Offer letter</span>
          <StatusChip tone="good">Accepted</StatusChip>
        </p>
      </Panel>
      <FloatChip icon="shield-check" tone="purple" className="top-0 left-0 sm:left-2">
        90-day replacement guarantee
      </FloatChip>
    </Scene>
  );
}

/** A confidential leadership search: the seat in the organisation chart and a short list. */
export function ExecutiveSearchArt() {
  return (
    <Scene>
      <Panel>
        <PanelLabel>Confidential search: Chief Technology Officer</PanelLabel>
        <svg viewBox="0 0 300 110" className="mt-3 w-full">
          <g stroke="#CBD5E1" strokeWidth="2" fill="none">
            <path d="M150 30 V50 M60 50 H240 M60 50 V70 M150 50 V70 M240 50 V70" />
          </g>
          <rect x="105" y="4" width="90" height="26" rx="8" fill="#0F172A" />
          <rect x="15" y="70" width="90" height="26" rx="8" fill="#F1F5F9" />
          <rect x="105" y="70" width="90" height="26" rx="8" fill="#9B51E0" />
          <rect x="195" y="70" width="90" height="26" rx="8" fill="#F1F5F9" />
          <g fontFamily="inherit" fontSize="11" fontWeight="600" textAnchor="middle">
            <text x="150" y="21" fill="#FFFFFF">
              CEO
            </text>
            <text x="60" y="87" fill="#334155">
              CFO
            </text>
            <text x="150" y="87" fill="#FFFFFF">
              CTO · open
            </text>
            <text x="240" y="87" fill="#334155">
              COO
            </text>
          </g>
        </svg>
        <ul className="mt-3 flex items-center gap-2">
          {['VS', 'RK', 'AM'].map((initials, index) => (
            <li key={initials}>
              <InitialsDot initials={initials} tone={index} />
            </li>
          ))}
          <li className="ml-1 text-xs text-muted">3 finalists from 140 leaders mapped</li>
        </ul>
      </Panel>
      <FloatChip icon="lock" className="right-0 -bottom-1 sm:right-2">
        Discreet approach
      </FloatChip>
    </Scene>
  );
}

/** A map of languages: one source string, its translations and their quality checks. */
export function LocalizationStaffingArt() {
  const translations = [
    { code: 'DE', text: 'Willkommen an Bord', check: 'Reviewed' },
    { code: 'ES', text: 'Bienvenido a bordo', check: 'Reviewed' },
    { code: 'FR', text: 'Bienvenue à bord', check: 'In QA' },
    { code: 'IT', text: 'Benvenuto a bordo', check: 'In progress' },
  ];
  return (
    <Scene>
      <svg viewBox="0 0 400 120" className="absolute inset-x-0 top-0 h-44 w-full">
        {Array.from({ length: 16 }, (_, row) =>
          Array.from({ length: 40 }, (_, col) => {
            const x = col * 10 + 5;
            const y = row * 7.5 + 4;
            const land =
              Math.sin(col * 0.45) + Math.cos(row * 0.7 + col * 0.15) > 0.35 ||
              (col > 26 && col < 33 && row > 6);
            return land ? (
              <circle
                key={`${row}-${col}`}
                cx={x}
                cy={y}
                r="2"
                fill={(row + col) % 7 === 0 ? '#F2994A' : '#9B51E0'}
                fillOpacity="0.8"
              />
            ) : null;
          }),
        )}
      </svg>
      <Panel className="relative mt-24">
        <p className="flex items-center gap-2">
          <span className="rounded-md bg-ink px-1.5 py-0.5 text-[11px] font-bold text-white">
            EN
          </span>
          <span className="font-semibold">Welcome aboard</span>
        </p>
        <ul className="mt-3 space-y-2">
          {translations.map((item) => (
            <li key={item.code} className="flex items-center gap-2">
              <span className="rounded-md bg-brand-orange px-1.5 py-0.5 text-[11px] font-bold text-ink">
                {item.code}
              </span>
              <span className="min-w-0 flex-1 truncate">{item.text}</span>
              <StatusChip
                tone={
                  item.check === 'Reviewed' ? 'good' : item.check === 'In QA' ? 'neutral' : 'warn'
                }
              >
                {item.check}
              </StatusChip>
            </li>
          ))}
        </ul>
      </Panel>
      <FloatChip icon="languages" tone="purple" className="top-2 right-2">
        Native linguists in 24 languages
      </FloatChip>
    </Scene>
  );
}

/** A payslip: earnings, statutory deductions and net pay, paid on time. */
export function PayrollServicesArt() {
  const earnings = [
    ['Basic', '₹48,000'],
    ['HRA', '₹19,200'],
    ['Special allowance', '₹12,800'],
  ];
  const deductions = [
    ['Provident Fund', '₹5,760'],
    ['Professional Tax', '₹200'],
    ['Income Tax (TDS)', '₹6,450'],
  ];
  return (
    <Scene>
      <Panel>
        <div className="flex items-start justify-between gap-2 border-b border-dashed border-slate-200 pb-3">
          <span>
            <span className="block font-semibold">Payslip · November 2026</span>
            <span className="block text-[11px] text-muted">Sneha Iyer · EMP-0427</span>
          </span>
          {/* A stamp in the header row, in flow: it never covers a figure. */}
          <span className="shrink-0 rotate-[-4deg] rounded-lg border-2 border-brand-purple-strong px-2 py-0.5 text-xs font-bold tracking-widest text-brand-purple-strong uppercase">
            Paid 30 Nov
          </span>
        </div>
        {/* Side by side from 640 px; on a phone, half the card cut "Special allowance" short. */}
        <div className="mt-3 grid gap-3 text-xs sm:grid-cols-2 sm:gap-4">
          {[
            ['Earnings', earnings],
            ['Deductions', deductions],
          ].map(([title, rows]) => (
            <dl key={title as string}>
              <dt className="text-[11px] font-semibold tracking-wider text-muted uppercase">
                {title as string}
              </dt>
              {(rows as string[][]).map(([label, amount]) => (
                <dd key={label} className="mt-1.5 flex justify-between gap-2">
                  <span className="truncate text-ink-soft">{label}</span>
                  <span className="font-medium">{amount}</span>
                </dd>
              ))}
            </dl>
          ))}
        </div>
        <p className="mt-4 flex items-center justify-between rounded-xl bg-ink px-4 py-3 text-white">
          <span className="text-xs">Net pay</span>
          <span className="font-display text-xl font-bold">₹67,590</span>
        </p>
      </Panel>
      <FloatChip icon="shield-check" tone="white" className="-top-1 left-4">
        PF · ESI · PT · TDS filed
      </FloatChip>
    </Scene>
  );
}
