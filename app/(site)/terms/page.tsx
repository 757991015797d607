import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/policy/policy-article';
import { getPage } from '@/content/pages';
import { termsOfService } from '@/content/policies/terms';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getPage('/terms');

export const metadata: Metadata = pageMetadata(page);

export default function TermsPage() {
  return <PolicyArticle page={page} policy={termsOfService} />;
}
