'use client';

import { useState } from 'react';
import { jobPage } from '@/content/job-page';
import { referralCode } from '@/lib/shared/application-source';
import { CopyLink } from './copy-link';

/**
 * An employee's personal link to the job: their name or ID becomes its `?ref=` code. Without
 * JavaScript the form opens the job with the code, and the address bar is the link.
 */
export function ReferralLink({ url, className }: { url: string; className: string }) {
  const [link, setLink] = useState('');
  const { summary, label, hint, make, yourLink } = jobPage.referral;
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-ink">{summary}</summary>
      <form
        action={new URL(url).pathname}
        method="get"
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          const code = referralCode(String(new FormData(event.currentTarget).get('ref') ?? ''));
          event.preventDefault();
          setLink(code ? `${url}?ref=${code}` : '');
        }}
      >
        <label className="text-sm font-medium text-ink">
          {label}
          <input
            name="ref"
            required
            maxLength={60}
            autoComplete="name"
            aria-describedby="referral-hint"
            className="mt-1 block min-h-11 rounded-lg border border-slate-400 px-3"
          />
        </label>
        <button type="submit" className={className}>
          {make}
        </button>
        <p id="referral-hint" className="w-full text-sm text-muted">
          {hint}
        </p>
      </form>
      {link && (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>
            {yourLink} <span className="break-all font-mono">{link}</span>
          </span>
          <CopyLink url={link} className={className} />
        </p>
      )}
    </details>
  );
}
