'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { reportClientError } from '@/components/errors/report-client-error';
import './(site)/globals.css';

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => reportClientError('global-boundary', error), [error]);
  return (
    <html lang="en-IN">
      <body>
        <main>
          <ErrorScreen message={error.message || 'Something went wrong.'} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
