import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/error-screen';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/** Reached only by pages that call notFound() (the proxy sends unknown paths home). */
export default function NotFound() {
  return <ErrorScreen message="404: This page could not be found." />;
}
