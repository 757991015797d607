import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/policy/policy-article';
import { getOwnPage, getPolicy } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/terms'));
}

export default async function TermsPage() {
  const [page, policy] = await Promise.all([getOwnPage('/terms'), getPolicy('terms')]);
  return <PolicyArticle page={page} policy={policy} />;
}
