import type { Metadata } from 'next';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { PolicyArticle } from '@/components/policy/policy-article';
import { getPage } from '@/content/pages';
import { cookiesPolicy } from '@/content/policies/cookies';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getPage('/cookies-policy');

export const metadata: Metadata = pageMetadata(page);

export default function CookiesPolicyPage() {
  return (
    <PolicyArticle
      page={page}
      policy={cookiesPolicy}
      extras={{ 'managing-your-choices': <CookieSettingsButton className="btn-primary mt-6 print:hidden" /> }}
    />
  );
}
