import { PageHeader } from '@/components/layout/page-header';

/**
 * The header, rendered with each page (a parallel route beside it, matching every path below the
 * home page, which has its own) so that the server knows the page's path and marks its links.
 */
export default async function Header({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return <PageHeader path={`/${path.map(encodeURIComponent).join('/')}`} />;
}
