'use client';

import { useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { jobPage } from '@/content/job-page';

type Outcome = 'copied' | 'failed' | null;

/**
 * 'Copy link': a plain link to the page (copyable from its context menu without JavaScript);
 * with JavaScript, a click puts the address on the clipboard and says so.
 */
export function CopyLink({ url, className }: { url: string; className: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { copy, copied, copyFailed } = jobPage.share;
  return (
    <>
      <a
        href={url}
        className={className}
        onClick={(event) => {
          if (!navigator.clipboard) return;
          event.preventDefault();
          navigator.clipboard.writeText(url).then(
            () => setOutcome('copied'),
            () => setOutcome('failed'),
          );
        }}
      >
        <Icon name="link" className="size-4" />
        {copy}
      </a>
      <span role="status" className="text-sm text-ink-soft">
        {outcome === 'copied' ? copied : outcome === 'failed' ? copyFailed : ''}
      </span>
    </>
  );
}
