import { Icon, type IconName } from '@/components/icon/icon';
import { jobPage } from '@/content/job-page';
import { CopyLink } from './copy-link';
import { ReferralLink } from './referral-link';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-ink hover:border-brand-purple-strong hover:text-brand-purple-strong';

/** Share a job: copy its link, or open WhatsApp's or LinkedIn's own share page. Plain links, no third-party scripts. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { heading, whatsapp, linkedin, newTab } = jobPage.share;
  const services: { name: string; href: string; icon: IconName }[] = [
    {
      name: whatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      icon: 'message-circle',
    },
    {
      name: linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      icon: 'brand-linkedin',
    },
  ];
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap items-center gap-3">
        <li className="flex flex-wrap items-center gap-3">
          <CopyLink url={url} className={linkClass} />
        </li>
        {services.map(({ name, href, icon }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Icon name={icon} className="size-4" />
              {name}
              <span className="sr-only"> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <ReferralLink url={url} className={linkClass} />
    </section>
  );
}
