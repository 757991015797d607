import { PageHeader } from '@/components/layout/page-header';

/** The home page's header (an optional catch-all cannot share the home page's route). */
export default function HomeHeader() {
  return <PageHeader path="/" />;
}
