import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { enquiryForm as text, serviceChoices } from '@/content/enquiry';
import type { EnquiryField as Name, EnquiryValues } from '@/lib/schemas/enquiry';
import { EnquiryField as Field } from './enquiry-field';
import { Honeypot } from './honeypot';

/** The six enquiry controls (plus the hidden honeypot), either bound to react-hook-form or as plain named fields. */
export function EnquiryFieldset({
  idPrefix,
  register,
  errors,
  defaultValues,
  service,
}: {
  idPrefix: string;
  /** The service page the form was opened for: listed first among the choices. */
  service?: string;
  register?: UseFormRegister<EnquiryValues>;
  errors?: FieldErrors<EnquiryValues>;
  defaultValues?: Partial<Record<Name, string>>;
}) {
  const props = (name: Name) => ({
    name,
    idPrefix,
    label: text.labels[name],
    error: errors?.[name]?.message,
    register,
    defaultValue: defaultValues?.[name],
  });
  return (
    <>
      <Field {...props('full_name')} type="text" autoComplete="name" placeholder={text.placeholders.full_name} />
      <Field {...props('email')} type="email" autoComplete="email" placeholder={text.placeholders.email} />
      <Field {...props('phone')} type="tel" autoComplete="tel" placeholder={text.placeholders.phone} />
      {/* Keyed by the service: it arrives after hydration (from the URL), and only a new select takes a new default. */}
      <Field key={service} {...props('service')} as="select" options={serviceChoices(service)} prompt={text.servicePrompt} />
      <Field {...props('subject')} type="text" autoComplete="off" placeholder={text.placeholders.subject} className="sm:col-span-2" />
      <Field {...props('message')} as="textarea" placeholder={text.placeholders.message} className="sm:col-span-2" />
      <Honeypot idPrefix={idPrefix} />
    </>
  );
}
