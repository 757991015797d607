import { DeferredEnquiryForm } from '@/components/enquiry/deferred-enquiry-form';
import { DataNotice } from '@/components/forms/data-notice';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Company } from '@/content/company-schema';
import type { SectionOf } from '@/content/page-sections';
import { ContactDetails, type ContactLabels } from './contact-details';

/** Section `form`: the ways to reach the firm beside the enquiry form. */
export function FormSection({
  copy,
  labels,
  company,
  serviceNames,
}: {
  copy: SectionOf<'section'>;
  labels: ContactLabels;
  company: Company;
  /** The published services' names, which a link from a service page may name (`?service=`). */
  serviceNames: readonly string[];
}) {
  return (
    <section
      id="form"
      aria-labelledby="form-heading"
      className="scroll-mt-16 bg-surface py-20 sm:py-24"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ContactDetails
          company={company}
          heading={copy.aside?.heading ?? ''}
          intro={copy.aside?.intro}
          labels={labels}
        />
        <div
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          data-reveal
        >
          <SectionHeading
            id="form-heading"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            intro={copy.intro}
            align="left"
          />
          <div className="mt-8">
            <DeferredEnquiryForm idPrefix="contact" servicesFromUrl={serviceNames} />
            {/* Rendered here, after the form's submit button: no script carries its words. */}
            <DataNotice purpose="enquiry" className="mt-5" />
          </div>
        </div>
      </div>
    </section>
  );
}
