import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { PolicyArticle } from '@/components/policy/policy-article';
import { cookiesPolicyFor } from '@/content/policies/cookies-analytics';
import { analyticsProvider } from '@/lib/analytics/provider';
import { env } from '@/lib/env';
import { getOwnPage, getPolicy } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/cookies-policy'));
}

/** Rendered per request: the analytics provider it describes is the one configured at run time. */
export default async function CookiesPolicyPage() {
  await connection();
  const [page, policy] = await Promise.all([getOwnPage('/cookies-policy'), getPolicy('cookies')]);
  return (
    <PolicyArticle
      page={page}
      policy={cookiesPolicyFor(analyticsProvider(env), policy)}
      extras={{
        'managing-your-choices': <CookieSettingsButton className="btn-primary mt-6 print:hidden" />,
      }}
    />
  );
}
