import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/policy/policy-article';
import { dataRequestPage } from '@/content/data-protection';
import { getPage } from '@/content/pages';
import { privacyPolicy } from '@/content/policies/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getPage('/privacy');

export const metadata: Metadata = pageMetadata(page);

export default function PrivacyPage() {
  const requestsLink = (
    <p className="mt-4">
      <a
        href="/data-requests"
        className="font-semibold text-brand-purple-strong underline underline-offset-2"
      >
        {dataRequestPage.heading}: {dataRequestPage.title}
      </a>
    </p>
  );
  return (
    <PolicyArticle
      page={page}
      policy={privacyPolicy}
      extras={{ 'your-rights': requestsLink, 'contact-us': requestsLink }}
    />
  );
}
