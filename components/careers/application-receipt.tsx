import { applicationReceipt as texts } from '@/content/application';

/** The receipt as the page shows it: label and value pairs, and the status page's link. */
export type ReceiptView = { rows: [string, string][]; statusPath: string };

/** What the candidate keeps after applying: the reference, the job, the time, what was sent. */
export function ApplicationReceipt({ receipt }: { receipt: ReceiptView }) {
  return (
    <section
      aria-labelledby="receipt-heading"
      className="mt-4 max-w-xl rounded-2xl border border-slate-200 bg-white p-5 text-ink shadow-sm"
    >
      <h2 id="receipt-heading" className="text-lg font-semibold">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{texts.keep}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {receipt.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words" data-receipt={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">
        <a href={receipt.statusPath} className="font-semibold text-brand-purple-strong underline">
          {texts.statusAction}
        </a>
      </p>
    </section>
  );
}
