import { dataNotice as text } from '@/content/data-protection';

const linkClass = 'font-medium text-brand-purple-strong underline underline-offset-2';

/**
 * What happens to what the visitor sends, beside the submit button: why it is collected, how
 * long this website keeps it, that the company's records follow the privacy policy, whom to
 * complain to, and where to ask for access, correction or erasure.
 */
export function DataNotice({
  purpose,
  className = '',
}: {
  purpose: keyof typeof text.purpose;
  className?: string;
}) {
  return (
    <p className={`measure leading-7 text-muted ${className}`}>
      <strong className="font-semibold text-ink">{text.heading}: </strong>
      {text.purpose[purpose]} {text.retention}{' '}
      <a href="/privacy" className={linkClass}>
        {text.policyLink}
      </a>
      . {text.grievance}
      <a href={`mailto:${text.officerEmail}`} className={linkClass}>
        {text.officerEmail}
      </a>
      . {text.requestsLead}{' '}
      <a href="/data-requests" className={linkClass}>
        {text.requestsLink}
      </a>
      .
    </p>
  );
}
