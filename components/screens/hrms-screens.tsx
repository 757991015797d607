import type { ScreenProps } from './screen-data';
import { AppWindow, InitialsDot, ScreenTitle, StatusChip } from './app-window';

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** The HRMS employee directory: a table of people with role, location and status. */
export function EmployeeDirectoryScreen({
  data: employeeDirectory,
  className,
}: ScreenProps<'employee-directory'>) {
  return (
    <AppWindow url={employeeDirectory.url} className={className}>
      <ScreenTitle title={employeeDirectory.title} subtitle={employeeDirectory.subtitle} />
      <ul className="mt-4 divide-y divide-slate-100">
        {employeeDirectory.rows.map((row, index) => (
          <li key={row.name} className="flex items-center gap-3 py-2.5">
            <InitialsDot initials={initialsOf(row.name)} tone={index} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{row.name}</span>
              <span className="block text-xs text-muted">
                {row.role} · {row.place}
              </span>
            </span>
            <StatusChip tone={row.status}>{employeeDirectory.statusLabels[row.status]}</StatusChip>
          </li>
        ))}
      </ul>
    </AppWindow>
  );
}

/** The HRMS payroll run: its workflow steps, totals and each department's status. */
export function PayrollRunScreen({ data: payrollRun, className }: ScreenProps<'payroll-run'>) {
  return (
    <AppWindow url={payrollRun.url} className={className}>
      <ScreenTitle title={payrollRun.title} />
      <ol className="mt-3 flex items-center gap-1.5">
        {payrollRun.steps.map(({ text: step }, index) => (
          <li
            key={step}
            className={`flex-1 rounded-md px-2 py-1 text-center text-[11px] font-semibold ${
              index < payrollRun.currentStep
                ? 'bg-brand-purple text-white'
                : index === payrollRun.currentStep
                  ? 'bg-brand-orange text-ink'
                  : 'bg-slate-100 text-muted'
            }`}
          >
            {step}
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        {payrollRun.totals.map((total) => (
          <div key={total.label} className="rounded-xl bg-surface-tint p-2.5">
            <dt className="text-[11px] text-muted">{total.label}</dt>
            <dd className="mt-0.5 font-semibold">{total.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 divide-y divide-slate-100">
        {payrollRun.rows.map((row) => (
          <li key={row.name} className="flex items-center justify-between gap-2 py-2">
            <span className="font-medium">{row.name}</span>
            <span className="ml-auto text-xs text-muted">
              {row.count} {payrollRun.countLabel}
            </span>
            <StatusChip tone={row.status}>{payrollRun.statusLabels[row.status]}</StatusChip>
          </li>
        ))}
      </ul>
    </AppWindow>
  );
}

const dayTones: Record<string, string> = {
  p: 'bg-brand-purple/15 text-brand-purple-strong',
  l: 'bg-brand-orange text-ink',
  h: 'bg-ink text-white',
  w: 'bg-slate-50 text-muted',
};

/** The HRMS attendance calendar: a month of presence, leave and holidays. */
export function AttendanceScreen({ data: attendance, className }: ScreenProps<'attendance'>) {
  return (
    <AppWindow url={attendance.url} className={className}>
      <ScreenTitle title={attendance.title} />
      <div className="mt-3 grid grid-cols-7 gap-1 text-center text-[11px]">
        {attendance.weekdays.map(({ text: day }, index) => (
          <span key={index} className="font-semibold text-muted">
            {day}
          </span>
        ))}
        {Array.from({ length: attendance.leadingBlanks }, (_, index) => (
          <span key={`blank-${index}`} />
        ))}
        {[...attendance.days].map((kind, index) => (
          <span key={index} className={`rounded-md py-1 font-medium ${dayTones[kind]}`}>
            {index + 1}
          </span>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap gap-3 text-[11px] text-muted">
        {attendance.legend.map((item) => (
          <span key={item.key} className="inline-flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${dayTones[item.key]}`} />
            {item.label}
          </span>
        ))}
      </p>
    </AppWindow>
  );
}
