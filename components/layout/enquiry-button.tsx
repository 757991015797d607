import { EnquireButton } from '@/components/enquiry/enquire-button';

/** The header's 'Enquiry Now': opens the enquiry modal (a link to /contact#form without JavaScript). */
export function EnquiryButton({ className }: { className: string }) {
  return <EnquireButton className={className} />;
}
