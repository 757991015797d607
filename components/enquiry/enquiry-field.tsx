import type { UseFormRegister } from 'react-hook-form';
import type { EnquiryField as Name, EnquiryValues } from '@/lib/shared/schemas/enquiry';

type Props = {
  name: Name;
  idPrefix: string;
  label: string;
  error?: string;
  /** react-hook-form's register; without it the control is a plain named field. */
  register?: UseFormRegister<EnquiryValues>;
  defaultValue?: string;
  className?: string;
  placeholder?: string;
} & (
  | { as?: 'input'; type: 'text' | 'email' | 'tel'; autoComplete: string }
  | { as: 'select'; options: readonly string[]; prompt: string }
  | { as: 'textarea' }
);

const control =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-purple-strong focus:ring-2 focus:ring-brand-purple/30 focus:outline-none aria-[invalid=true]:border-red-700';

/** One labelled control with its error underneath, wired for screen readers. */
export function EnquiryField(props: Props) {
  const { name, idPrefix, label, error, register, defaultValue, className = '', placeholder } = props;
  const id = `${idPrefix}-${name}`;
  const binding = register ? register(name) : { name, defaultValue };
  const a11y = { id, required: true, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label} <span aria-hidden="true" className="text-red-700">*</span>
      </label>
      {props.as === 'select' ? (
        <select {...binding} {...a11y} className={control}>
          <option value="">{props.prompt}</option>
          {props.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : props.as === 'textarea' ? (
        <textarea {...binding} {...a11y} rows={5} placeholder={placeholder} className={control} />
      ) : (
        <input {...binding} {...a11y} type={props.type} autoComplete={props.autoComplete} placeholder={placeholder} className={control} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
