import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { DeferredEnquiryForm } from '@/components/enquiry/deferred-enquiry-form';
import { DataNotice } from '@/components/forms/data-notice';
import { contactPage as content } from '@/content/contact';
import { LocalBusinessJsonLd } from '@/lib/seo/local-business-json-ld';
import { getCompany } from '@/lib/cms/company';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactDetails } from './_components/contact-details';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/contact'));
}

export default async function ContactPage() {
  const [page, company] = await Promise.all([getOwnPage('/contact'), getCompany()]);
  return (
    <PageLayout page={page}>
      <LocalBusinessJsonLd company={company} />
      <PageHero
        variant="light"
        badge={content.hero.badge}
        heading={content.hero.heading}
        subtext={content.hero.subtext}
      />
      <section
        id="form"
        aria-labelledby="form-heading"
        className="scroll-mt-16 bg-surface py-20 sm:py-24"
      >
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ContactDetails company={company} />
          <div
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            data-reveal
          >
            <SectionHeading
              id="form-heading"
              eyebrow={content.form.eyebrow}
              heading={content.form.heading}
              intro={content.form.intro}
              align="left"
            />
            <div className="mt-8">
              <DeferredEnquiryForm idPrefix="contact" serviceFromUrl />
              {/* Rendered here, after the form's submit button: no script carries its words. */}
              <DataNotice purpose="enquiry" className="mt-5" />
            </div>
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
