import type { Metadata } from 'next';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { PeopleIllustration } from '@/components/sections/people-illustration';
import { contactPage } from '@/content/contact';
import { contactChannels } from '@/content/people-art';
import { LocalBusinessJsonLd } from '@/lib/seo/local-business-json-ld';
import { getCompany } from '@/lib/cms/company';
import { getOwnPage, listServices } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { FormSection } from './_components/form-section';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/contact'));
}

export default async function ContactPage() {
  const [page, company, services] = await Promise.all([
    getOwnPage('/contact'),
    getCompany(),
    listServices(),
  ]);
  return (
    <PageLayout page={page}>
      <LocalBusinessJsonLd company={company} />
      <PageSections
        sections={page.blocks ?? []}
        hero={{
          variant: 'light',
          // Not on phones, where the ways to reach us come first; lazy, so phones never fetch it.
          artwork: <PeopleIllustration art={contactChannels} className="max-md:hidden" />,
        }}
        designs={{
          'contact-form': (section) => (
            <FormSection
              copy={section}
              // A section stored before its labels were editable shows the seed's.
              labels={section.contactLabels ?? contactPage.details.labels}
              company={company}
              serviceNames={services.map((service) => service.enquiryName)}
            />
          ),
        }}
      />
    </PageLayout>
  );
}
