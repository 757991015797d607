import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/error-screen';
import { Static } from '@/components/ui/static';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/**
 * Reached only by pages that call notFound() (the proxy sends unknown paths home). Written into
 * every page's payload as the layout's not-found boundary: as server-made HTML, it is one string.
 */
export default function NotFound() {
  return (
    <Static>
      <ErrorScreen message="404: This page could not be found." />
    </Static>
  );
}
