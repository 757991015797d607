import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/error-screen';
import { jakarta } from './(site)/fonts';
import './(site)/globals.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/**
 * An address no route matches. The site and the editor (/admin) each have their own root layout,
 * so this page brings its own document. Unknown page paths never get here (the proxy sends them
 * home); what does is an unknown /api/… or /cms-api/… address.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN" className={jakarta.variable}>
      <body>
        <main>
          <ErrorScreen message="404: This page could not be found." />
        </main>
      </body>
    </html>
  );
}
