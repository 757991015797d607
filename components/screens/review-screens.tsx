import { Icon } from '@/components/icon/icon';
import type { ScreenProps } from './screen-data';
import { AppWindow, InitialsDot, ScreenTitle, StatusChip } from './app-window';

/** Appraisal360's review form: AI-suggested questions with a five-point rating each. */
export function ReviewFormScreen({ data: reviewForm, className }: ScreenProps<'review-form'>) {
  return (
    <AppWindow url={reviewForm.url} className={className}>
      <div className="flex items-center gap-3">
        <InitialsDot initials={reviewForm.initials} />
        <ScreenTitle title={reviewForm.title} subtitle={reviewForm.subtitle} />
      </div>
      <ol className="mt-4 space-y-3">
        {reviewForm.questions.map((question, index) => (
          <li key={question.text} className="rounded-xl border border-slate-200 p-3">
            <p className="flex items-center gap-1.5 text-[11px] font-semibold text-brand-purple-strong">
              <Icon name="sparkles" className="size-3.5" />
              {reviewForm.aiLabel}
            </p>
            <p className="mt-1 font-medium">
              {index + 1}. {question.text}
            </p>
            <p className="mt-2 flex gap-1.5">
              {[1, 2, 3, 4, 5].map((point) => (
                <span
                  key={point}
                  className={`grid size-6 place-items-center rounded-md text-[11px] font-semibold ${
                    point === question.rating
                      ? 'bg-brand-purple text-white'
                      : 'bg-slate-100 text-muted'
                  }`}
                >
                  {point}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex justify-end">
        <span className="rounded-full bg-brand-purple px-4 py-1.5 text-xs font-semibold text-white">
          {reviewForm.submit}
        </span>
      </p>
    </AppWindow>
  );
}

/** Appraisal360's goals list: owner, progress bar and status per goal. */
export function GoalsScreen({ data: goals, className }: ScreenProps<'goals'>) {
  return (
    <AppWindow url={goals.url} className={className}>
      <ScreenTitle title={goals.title} subtitle={goals.subtitle} />
      <ul className="mt-4 space-y-3">
        {goals.items.map((goal, index) => (
          <li key={goal.title} className="flex items-center gap-3">
            <InitialsDot initials={goal.owner} tone={index} />
            <div className="min-w-0 flex-1">
              <p className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium text-pretty">{goal.title}</span>
                <StatusChip tone={goal.status}>{goals.statusLabels[goal.status]}</StatusChip>
              </p>
              <span className="mt-1.5 block h-1.5 rounded-full bg-slate-100">
                <span
                  className={`block h-full rounded-full ${goal.status === 'warn' ? 'bg-brand-orange' : 'bg-brand-purple'}`}
                  style={{ width: `${goal.progress}%` }}
                />
              </span>
            </div>
            <span className="w-9 text-right text-xs font-semibold text-muted">
              {goal.progress}%
            </span>
          </li>
        ))}
      </ul>
    </AppWindow>
  );
}

/** Appraisal360's analytics: rating trend bars beside a completion ring. */
export function AnalyticsScreen({ data: analytics, className }: ScreenProps<'analytics'>) {
  const { completion } = analytics;
  return (
    <AppWindow url={analytics.url} className={className}>
      <ScreenTitle title={analytics.title} subtitle={analytics.subtitle} />
      <div className="mt-4 flex items-end gap-5">
        <div className="flex h-32 flex-1 items-end gap-3 border-b border-slate-200">
          {analytics.bars.map((bar, index) => (
            <div key={bar.label} className="flex h-full flex-1 flex-col justify-end text-center">
              <span
                className={`block rounded-t-md ${index === analytics.bars.length - 1 ? 'bg-brand-purple' : 'bg-brand-purple/25'}`}
                style={{ height: `${bar.value}%` }}
              />
              <span className="mt-1 text-[11px] text-muted">{bar.label}</span>
            </div>
          ))}
        </div>
        <div className="flex flex-col items-center">
          <span
            className="grid size-24 place-items-center rounded-full"
            style={{
              background: `conic-gradient(var(--color-brand-orange) ${completion.value * 3.6}deg, var(--color-slate-100) 0)`,
            }}
          >
            <span className="grid size-18 place-items-center rounded-full bg-white text-lg font-bold">
              {completion.value}%
            </span>
          </span>
          <span className="mt-2 text-[11px] text-muted">{completion.label}</span>
        </div>
      </div>
    </AppWindow>
  );
}
