import Link from 'next/link';

/** The header's 'Enquiry Now' call to action. */
export function EnquiryButton({ className }: { className: string }) {
  return (
    <Link href="/contact#form" className={className}>
      Enquiry Now
    </Link>
  );
}
