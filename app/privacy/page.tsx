import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/policy/policy-article';
import { getPage } from '@/content/pages';
import { privacyPolicy } from '@/content/policies/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getPage('/privacy');

export const metadata: Metadata = pageMetadata(page);

export default function PrivacyPage() {
  return <PolicyArticle page={page} policy={privacyPolicy} />;
}
