'use client';

import Link from '@/components/ui/link';
import { Icon } from '@/components/icon/icon';
import type { NavLink as NavLinkRecord } from '@/content/navigation';
import { NavLink } from './nav-link';
import type { SiteMenu } from './site-menu';

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

/** A panel's last line: the overview page of everything it lists. */
function ViewAllLink({ link, className }: { link: NavLinkRecord; className: string }) {
  return (
    <p className={className}>
      <Link
        href={link.href}
        className="text-sm font-semibold text-brand-purple-strong hover:underline"
      >
        {link.name} →
      </Link>
    </p>
  );
}

function ServicesPanel({ services }: { services: SiteMenu['services'] }) {
  return (
    <div className="grid gap-6 p-6 lg:grid-cols-3">
      {services.groups.map((group) => (
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
      <ViewAllLink link={services.viewAll} className="lg:col-span-3" />
    </div>
  );
}

function ProductsPanel({ products }: { products: SiteMenu['products'] }) {
  return (
    <div className="space-y-1 p-4">
      <SubmenuLink link={products.featured} featured />
      {products.items.map((item) => (
        <SubmenuLink key={item.href} link={item} />
      ))}
      <ViewAllLink link={products.viewAll} className="px-3 pt-2" />
    </div>
  );
}

/** A desktop submenu's panel: the services mega-menu or the products list. */
function NavPanel({ submenu, menu }: { submenu: 'services' | 'products'; menu: SiteMenu }) {
  return submenu === 'services' ? (
    <ServicesPanel services={menu.services} />
  ) : (
    <ProductsPanel products={menu.products} />
  );
}

/** NavPanel with the menus already fetched: what the disclosure loads on demand. */
export function navPanelFor(menu: SiteMenu) {
  return function LoadedNavPanel({ submenu }: { submenu: 'services' | 'products' }) {
    return <NavPanel submenu={submenu} menu={menu} />;
  };
}
