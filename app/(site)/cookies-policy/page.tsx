import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { PolicyArticle } from '@/components/policy/policy-article';
import { getPage } from '@/content/pages';
import { cookiesPolicyFor } from '@/content/policies/cookies-analytics';
import { analyticsProvider } from '@/lib/analytics/provider';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getPage('/cookies-policy');

export const metadata: Metadata = pageMetadata(page);

/** Rendered per request: the analytics provider it describes is the one configured at run time. */
export default async function CookiesPolicyPage() {
  await connection();
  return (
    <PolicyArticle
      page={page}
      policy={cookiesPolicyFor(analyticsProvider(env))}
      extras={{
        'managing-your-choices': <CookieSettingsButton className="btn-primary mt-6 print:hidden" />,
      }}
    />
  );
}
