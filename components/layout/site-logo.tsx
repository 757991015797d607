import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/link';

/** The logo and the company's name, a link home: the header's and the phone menu's. */
export function SiteLogo({ companyName }: { companyName: string }) {
  return (
    <Link
      href="/"
      className="flex min-h-11 shrink-0 items-center gap-2 font-display text-base leading-tight font-bold text-ink sm:text-lg"
    >
      <StaticImage src="/images/brand/logo-mark.svg" alt="" width={32} height={32} unoptimized />
      <span className="max-w-[6.5rem] sm:max-w-none sm:whitespace-nowrap">{companyName}</span>
    </Link>
  );
}
