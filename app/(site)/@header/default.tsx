import { PageHeader } from '@/components/layout/page-header';

/** The header where no page matched (a 404): no link is the current page. */
export default function HeaderWithoutPage() {
  return <PageHeader />;
}
