'use client';

import { ErrorScreen } from '@/components/error-screen';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen message={error.message || 'Something went wrong.'} onRetry={reset} />;
}
