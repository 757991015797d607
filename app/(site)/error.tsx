'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { reportClientError } from '@/components/errors/report-client-error';

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => reportClientError('boundary', error), [error]);
  return <ErrorScreen message={error.message || 'Something went wrong.'} onRetry={reset} />;
}
