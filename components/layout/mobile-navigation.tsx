import { EnquiryButton } from './enquiry-button';
import { NavLink } from './nav-link';
import type { SiteMenu } from './site-menu';

/** The links of a submenu as the small-screen menu lists them: every service, or every product. */
function submenuLinks(menu: SiteMenu, submenu: 'services' | 'products') {
  return submenu === 'services'
    ? menu.services.groups.flatMap((group) =>
        [group.featured, ...group.items].filter((link) => link !== undefined),
      )
    : [menu.products.featured, ...menu.products.items];
}

/** The small-screen menu's links: every main page, with its submenu's pages below it. */
export function MobileNavigation({ menu }: { menu: SiteMenu }) {
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {menu.main.map((entry) => (
          <li key={entry.href}>
            <NavLink
              href={entry.href}
              exact={entry.href === '/'}
              className="block rounded-lg px-3 py-3 text-lg font-semibold aria-[current=page]:text-brand-purple-strong"
            >
              {entry.name}
            </NavLink>
            {entry.submenu && (
              <ul className="mb-2 ml-3 border-l border-slate-200 pl-3">
                {submenuLinks(menu, entry.submenu).map((link) => (
                  <li key={link.href}>
                    <NavLink
                      href={link.href}
                      className="block rounded-md px-3 py-2 text-base text-ink-soft aria-[current=page]:text-brand-purple-strong"
                    >
                      {link.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <EnquiryButton className="btn-primary mt-6 w-full" />
    </nav>
  );
}
