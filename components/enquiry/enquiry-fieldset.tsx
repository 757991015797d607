import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/forms/field';
import { Honeypot } from '@/components/forms/honeypot';
import { enquiryForm as text, enquiryServices } from '@/content/enquiry';
import { formatExample } from '@/content/field-formats';
import type { EnquiryField as Name, EnquiryValues } from '@/lib/shared/schemas/enquiry';

/**
 * The six enquiry controls (plus the data-protection notice and the hidden honeypot), either bound to react-hook-form or as
 * plain named fields (the form before it validates, and the no-JavaScript answer page).
 */
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
  errors?: FieldErrors<EnquiryValues> | Partial<Record<Name, { message?: string }>>;
  defaultValues?: Partial<Record<Name, string>>;
}) {
  const field = (name: Name) => ({
    name,
    idPrefix,
    label: text.labels[name],
    required: true,
    error: errors?.[name]?.message,
  });
  const binding = (name: Name) =>
    register ? register(name) : { name, defaultValue: defaultValues?.[name] };
  const input = (
    name: Name,
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
    className?: string,
  ) => (
    <Field {...field(name)} hint={formatExample(type)} className={className}>
      {(control) => (
        <input
          {...control}
          {...binding(name)}
          type={type}
          autoComplete={autoComplete}
          placeholder={text.placeholders[name as keyof typeof text.placeholders]}
        />
      )}
    </Field>
  );
  return (
    <>
      {input('full_name', 'text', 'name')}
      {input('email', 'email', 'email')}
      {input('phone', 'tel', 'tel')}
      <Field {...field('service')}>
        {(control) => (
          <select {...control} {...binding('service')}>
            <option value="">{text.servicePrompt}</option>
            {services.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input('subject', 'text', 'off', 'sm:col-span-2')}
      <Field {...field('message')} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            {...binding('message')}
            rows={5}
            placeholder={text.placeholders.message}
          />
        )}
      </Field>
      <Honeypot idPrefix={idPrefix} />
    </>
  );
}
