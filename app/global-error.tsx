'use client';

import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
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
