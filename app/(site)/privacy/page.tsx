import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/policy/policy-article';
import { dataRequestPage } from '@/content/data-protection';
import { getOwnPage, getPolicy } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/privacy'));
}

export default async function PrivacyPage() {
  const [page, policy] = await Promise.all([getOwnPage('/privacy'), getPolicy('privacy')]);
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
      policy={policy}
      extras={{ 'your-rights': requestsLink, 'contact-us': requestsLink }}
    />
  );
}
