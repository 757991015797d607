import type { Metadata } from 'next';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { LocalBusinessJsonLd } from '@/lib/seo/local-business-json-ld';
import { getCompany } from '@/lib/cms/company';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { FormSection } from './_components/form-section';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/contact'));
}

export default async function ContactPage() {
  const [page, company] = await Promise.all([getOwnPage('/contact'), getCompany()]);
  return (
    <PageLayout page={page}>
      <LocalBusinessJsonLd company={company} />
      <PageSections
        sections={page.blocks ?? []}
        hero={{ variant: 'light' }}
        designs={{
          'contact-form': (section) => <FormSection copy={section} company={company} />,
        }}
      />
    </PageLayout>
  );
}
