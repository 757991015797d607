import { StaticImage } from '@/components/ui/static-image';
import Link from 'next/link';
import { company } from '@/content/company';
import {
  mainMenu,
  productsMenu,
  servicesMenu,
  type NavLink as NavLinkRecord,
} from '@/content/navigation';
import { Icon } from '@/components/icon/icon';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';
import { MobileMenuLinks } from './mobile-menu-links';
import { NavDisclosure } from './nav-disclosure';
import { NavLink } from './nav-link';
import { EnquiryButton } from './enquiry-button';

const menuLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-ink-soft hover:text-brand-purple-strong aria-[current=page]:text-brand-purple-strong';

function SubmenuLink({ link, featured = false }: { link: NavLinkRecord; featured?: boolean }) {
  return (
    <NavLink
      href={link.href}
      className={`block rounded-lg p-3 hover:bg-surface-tint aria-[current=page]:bg-surface-tint ${featured ? 'bg-surface' : ''}`}
    >
      <span className="block text-sm font-semibold text-ink">{link.name}</span>
      {link.description && (
        <span className="mt-0.5 block text-xs leading-5 text-muted">{link.description}</span>
      )}
    </NavLink>
  );
}

function ServicesPanel() {
  return (
    <div className="grid gap-6 p-6 lg:grid-cols-3">
      {servicesMenu.groups.map((group) => (
        <section key={group.id} aria-labelledby={`menu-${group.id}`}>
          <h2
            id={`menu-${group.id}`}
            className="flex items-center gap-2 text-sm font-semibold text-ink"
          >
            <Icon name={group.icon} className="size-5 text-brand-purple-strong" /> {group.name}
          </h2>
          <p className="mt-1 text-xs leading-5 text-muted">{group.description}</p>
          <ul className="mt-3 space-y-1">
            {group.featured && (
              <li>
                <SubmenuLink link={group.featured} featured />
              </li>
            )}
            {group.items.map((item) => (
              <li key={item.href}>
                <SubmenuLink link={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="lg:col-span-3">
        <Link
          href={servicesMenu.viewAll.href}
          className="text-sm font-semibold text-brand-purple-strong hover:underline"
        >
          {servicesMenu.viewAll.name} →
        </Link>
      </p>
    </div>
  );
}

function ProductsPanel() {
  return (
    <div className="space-y-1 p-4">
      <SubmenuLink link={productsMenu.featured} featured />
      {productsMenu.items.map((item) => (
        <SubmenuLink key={item.href} link={item} />
      ))}
      <p className="px-3 pt-2">
        <Link
          href={productsMenu.viewAll.href}
          className="text-sm font-semibold text-brand-purple-strong hover:underline"
        >
          {productsMenu.viewAll.name} →
        </Link>
      </p>
    </div>
  );
}

const panelBase =
  'absolute top-full z-50 mt-2 rounded-2xl border border-slate-200 bg-white shadow-xl';

export function SiteHeader() {
  return (
    <HeaderFrame>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          href="/"
          className="flex min-h-11 items-center gap-2 font-display text-base leading-tight font-bold text-ink sm:text-lg"
        >
          <StaticImage
            src="/images/brand/logo-mark.svg"
            alt=""
            width={32}
            height={32}
            unoptimized
          />
          <span className="max-w-[6.5rem] sm:max-w-none">{company.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((entry) =>
              entry.submenu ? (
                <NavDisclosure
                  key={entry.href}
                  label={entry.name}
                  href={entry.href}
                  panelClassName={`${panelBase} ${entry.submenu === 'services' ? 'left-1/2 w-[52rem] -translate-x-1/2' : 'left-0 w-80'}`}
                >
                  {entry.submenu === 'services' ? <ServicesPanel /> : <ProductsPanel />}
                </NavDisclosure>
              ) : (
                <li key={entry.href}>
                  <NavLink href={entry.href} exact={entry.href === '/'} className={menuLinkClass}>
                    {entry.name}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <EnquiryButton className="btn-primary max-sm:px-4" />
          <MobileMenu>
            <MobileMenuLinks />
          </MobileMenu>
        </div>
      </div>
    </HeaderFrame>
  );
}
