import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { enquiryForm as text, enquiryServices } from '@/content/enquiry';
import type { EnquiryField as Name, EnquiryValues } from '@/lib/shared/schemas/enquiry';
import { EnquiryField as Field } from './enquiry-field';
import { Honeypot } from './honeypot';

/** The six enquiry controls (plus the hidden honeypot), either bound to react-hook-form or as plain named fields. */
export function EnquiryFieldset({
  idPrefix,
  register,
  errors,
  defaultValues,
  services = enquiryServices,
}: {
  idPrefix: string;
  /** The service choices; the eight unless the form was opened for a service page. */
  services?: readonly string[];
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
      <Field {...props('service')} as="select" options={services} prompt={text.servicePrompt} />
      <Field {...props('subject')} type="text" autoComplete="off" placeholder={text.placeholders.subject} className="sm:col-span-2" />
      <Field {...props('message')} as="textarea" placeholder={text.placeholders.message} className="sm:col-span-2" />
      <Honeypot idPrefix={idPrefix} />
    </>
  );
}
