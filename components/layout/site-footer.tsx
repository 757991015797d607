import { EmailAddress } from '@/components/ui/email-address';
import { DocumentOnly } from '@/components/ui/document-only';
import Link from '@/components/ui/link';
import { Icon, type IconName } from '@/components/icon/icon';
import type { Company } from '@/content/company-schema';
import type { SiteNavigation } from '@/lib/shared/site-navigation';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { phoneHref } from '@/lib/shared/contact-links';
import { CopyrightYear } from './copyright-year';

const socialLinks = (
  social: Company['social'],
): { name: string; href: string; icon: IconName }[] => [
  { name: 'LinkedIn', href: social.linkedin, icon: 'brand-linkedin' },
  { name: 'X (Twitter)', href: social.x, icon: 'brand-x' },
  { name: 'Facebook', href: social.facebook, icon: 'brand-facebook' },
];

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { name: string; href: string }[];
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-block py-1.5 text-sm text-slate-300 hover:text-white"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The CMS's company global (name, tagline, phone, e-mail, social links) and the navigation global's links. */
export function SiteFooter({
  company,
  footerLinks,
}: {
  company: Company;
  footerLinks: SiteNavigation['footer'];
}) {
  // Server-made HTML in the document only: the footer's links and copy are sent once.
  return (
    <DocumentOnly>
      <footer data-site-footer className="bg-ink text-slate-300">
        <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr]">
          <div>
            <p className="font-display text-xl font-bold text-white">{company.name}</p>
            <p className="mt-3 max-w-sm text-sm leading-6">
              {company.tagline}. Staffing, consulting, technology and training from Hyderabad, for
              organisations that want to grow, innovate and lead.
            </p>
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {socialLinks(company.social).map(({ name, href, icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-brand-purple"
                  >
                    <Icon name={icon} className="size-5" />
                    <span className="sr-only">{name} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn title="Company" links={footerLinks.company} />
          <LinkColumn title="Solutions" links={footerLinks.solutions} />
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <a
                  href={phoneHref(company.phone)}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Icon name="phone" className="size-4" /> {company.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Icon name="mail" className="size-4 shrink-0" />{' '}
                  <EmailAddress address={company.email} />
                </a>
              </li>
            </ul>
            <Link href="/contact" className="btn-accent mt-5">
              Schedule a Call
            </Link>
          </div>
        </div>
        <div className="border-t border-white/10">
          {/* The bottom padding keeps the chat button's place at the end of the page free of text. */}
          <div className="container-page flex flex-col gap-3 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between min-[90rem]:pb-6">
            <p>
              © <CopyrightYear /> {company.legalName}. All rights reserved.
            </p>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
              {footerLinks.legal.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="inline-block py-1.5 hover:text-white">
                    {link.name}
                  </Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton className="py-1.5 hover:text-white" />
              </li>
            </ul>
          </div>
        </div>
      </footer>
    </DocumentOnly>
  );
}
