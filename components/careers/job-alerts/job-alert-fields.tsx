import { Field } from '@/components/forms/field';
import { Honeypot } from '@/components/forms/honeypot';
import { jobAlerts } from '@/content/job-alerts';
import type { JobAlertValues } from '@/lib/shared/schemas/job-alert';
import { formatExample } from '@/content/field-formats';

export const JOB_ALERTS_ACTION = '/api/job-alerts';

type Props = {
  idPrefix: string;
  locations: readonly string[];
  types: readonly string[];
  defaults?: Partial<Record<keyof JobAlertValues, string>>;
  errors?: Record<string, string>;
};

/** Keeps a typed value that is no longer among the choices (a job that closed meanwhile). */
const withValue = (choices: readonly string[], value?: string) =>
  value && !choices.includes(value) ? [...choices, value] : choices;

/**
 * The job-alert form's controls: email, and the job search's filters. Plain markup, so the
 * same fields serve the careers pages and the no-JavaScript answer page.
 */
export function JobAlertFields({ idPrefix, locations, types, defaults = {}, errors = {} }: Props) {
  const { labels } = jobAlerts;
  return (
    <>
      <Field
        name="email"
        idPrefix={idPrefix}
        label={labels.email}
        required
        hint={formatExample('email')}
        error={errors.email}
      >
        {(control) => (
          <input {...control} type="email" autoComplete="email" defaultValue={defaults.email} />
        )}
      </Field>
      <Field
        name="keywords"
        idPrefix={idPrefix}
        label={labels.keywords}
        hint={jobAlerts.hints.keywords}
        error={errors.keywords}
      >
        {(control) => (
          <input {...control} type="text" autoComplete="off" defaultValue={defaults.keywords} />
        )}
      </Field>
      <Field name="location" idPrefix={idPrefix} label={labels.location} error={errors.location}>
        {(control) => (
          <select {...control} defaultValue={defaults.location ?? ''}>
            <option value="">{jobAlerts.anyLocation}</option>
            {withValue(locations, defaults.location).map((location) => (
              <option key={location}>{location}</option>
            ))}
          </select>
        )}
      </Field>
      <Field name="type" idPrefix={idPrefix} label={labels.type} error={errors.type}>
        {(control) => (
          <select {...control} defaultValue={defaults.type ?? ''}>
            <option value="">{jobAlerts.anyType}</option>
            {withValue(types, defaults.type).map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        )}
      </Field>
      <Honeypot idPrefix={idPrefix} />
    </>
  );
}
