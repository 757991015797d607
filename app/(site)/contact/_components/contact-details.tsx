import { EmailAddress } from '@/components/ui/email-address';
import { Icon, type IconName } from '@/components/icon/icon';
import type { ReactNode } from 'react';
import type { Company } from '@/content/company-schema';
import type { SectionOf } from '@/content/page-sections';
import { phoneHref, whatsappHref } from '@/lib/shared/contact-links';
import { officeHoursText } from '@/lib/shared/office-hours';

/** The labels of the ways to reach the firm (the contact-form section's, in the CMS). */
export type ContactLabels = NonNullable<SectionOf<'section'>['contactLabels']>;

const mapHref = ({ latitude, longitude }: Company['geo']) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = 'font-semibold text-brand-purple-strong underline-offset-4 hover:underline';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-purple/10 text-brand-purple-strong">
        {icon}
      </span>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

const socials = (social: Company['social']): { name: string; href: string; icon: IconName }[] => [
  { name: 'LinkedIn', href: social.linkedin, icon: 'brand-linkedin' },
  { name: 'X', href: social.x, icon: 'brand-x' },
  { name: 'Facebook', href: social.facebook, icon: 'brand-facebook' },
];

/**
 * Phone, WhatsApp, e-mail, office with map link, hours and social links (the CMS's company global),
 * under the page's heading and intro.
 */
export function ContactDetails({
  company,
  heading,
  intro,
  labels: text,
}: {
  company: Company;
  heading: string;
  intro?: string;
  labels: ContactLabels;
}) {
  const { address } = company;
  return (
    <div data-reveal>
      <h2 className="font-display text-2xl font-bold text-ink sm:text-3xl">{heading}</h2>
      {intro && <p className="mt-3 text-ink-soft">{intro}</p>}
      <ul className="mt-8 space-y-6">
        <Item icon={<Icon name="phone" className="size-5" />} label={text.phone}>
          <a href={phoneHref(company.phone)} className={linkClass}>
            {company.phone}
          </a>
        </Item>
        <Item icon={<Icon name="message-circle" className="size-5" />} label={text.whatsapp}>
          <a href={whatsappHref(company.phone)} className={linkClass} {...external}>
            {text.whatsappText}: {company.phone}
          </a>
        </Item>
        <Item icon={<Icon name="mail" className="size-5" />} label={text.email}>
          <a href={`mailto:${company.email}`} className={linkClass}>
            <EmailAddress address={company.email} />
          </a>
        </Item>
        <Item icon={<Icon name="map-pin" className="size-5" />} label={text.office}>
          <address className="not-italic">
            {company.legalName}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}, {address.country}
          </address>
          <a href={mapHref(company.geo)} className={`${linkClass} mt-1 inline-block`} {...external}>
            {text.mapLink}
          </a>
        </Item>
        <Item icon={<Icon name="clock" className="size-5" />} label={text.hours}>
          {officeHoursText(company.officeHours)}
        </Item>
      </ul>
      <h3 className="mt-10 text-sm font-semibold tracking-wide text-muted uppercase">
        {text.social}
      </h3>
      <ul className="mt-3 flex gap-3">
        {socials(company.social).map(({ name, href, icon }) => (
          <li key={name}>
            <a
              href={href}
              {...external}
              aria-label={`${company.name} on ${name} (opens in a new tab)`}
              className="flex size-11 items-center justify-center rounded-full bg-ink text-white hover:bg-brand-purple"
            >
              <Icon name={icon} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
