import { getCompany } from '@/lib/cms/company';
import { getNavigation } from '@/lib/cms/navigation';
import { SiteHeader } from './site-header';

/** The header with the CMS's company name and menus (their drafts in an editor's preview), for the page at `path`. */
export async function PageHeader({ path }: { path?: string }) {
  const [company, navigation] = await Promise.all([getCompany(), getNavigation()]);
  return <SiteHeader companyName={company.name} menu={navigation.menu} path={path} />;
}
