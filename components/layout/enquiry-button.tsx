import { EnquireButton } from '@/components/enquiry/enquire-button';
import { enquiryForm as text } from '@/content/enquiry';

/** The header's 'Enquiry Now': opens the enquiry modal (a link to /contact#form without JavaScript). */
export function EnquiryButton({ className }: { className: string }) {
  return (
    <EnquireButton topic={text.generalTopic} className={className}>
      {text.buttonLabel}
    </EnquireButton>
  );
}
