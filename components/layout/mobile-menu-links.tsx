import { Icon } from '@/components/icon/icon';
import {
  mainMenu,
  productsMenu,
  servicesMenu,
  type MainMenuEntry,
  type NavLink as NavLinkRecord,
} from '@/content/navigation';
import { EnquiryButton } from './enquiry-button';
import { NavLink } from './nav-link';

const topLinkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold aria-[current=page]:text-brand-purple-strong';
const subLinkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base text-ink-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand-purple-strong';

/** A submenu's links under small headings: the services by category, the products as one list. */
function submenuGroups(entry: MainMenuEntry): { name?: string; links: readonly NavLinkRecord[] }[] {
  if (entry.submenu === 'services') {
    return [
      { links: [servicesMenu.viewAll] },
      ...servicesMenu.groups.map((group) => ({
        name: group.name,
        links: [group.featured, ...group.items].filter((link) => link !== undefined),
      })),
    ];
  }
  return [{ links: [productsMenu.viewAll, productsMenu.featured, ...productsMenu.items] }];
}

/** A collapsed group of the phone menu (a native disclosure: no script of its own). */
function SubmenuDisclosure({ entry }: { entry: MainMenuEntry }) {
  return (
    <details className="group">
      <summary
        className={`${topLinkClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
      >
        {entry.name}
        <Icon
          name="chevron-down"
          className="size-5 text-ink-soft transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mb-2 ml-3 space-y-3 border-l border-slate-200 pl-3">
        {submenuGroups(entry).map((group) => (
          <div key={group.name ?? entry.href}>
            {group.name && (
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                {group.name}
              </p>
            )}
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} exact className={subLinkClass}>
                    {link.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The phone menu's contents: the main links, services and products as collapsed groups. */
export function MobileMenuLinks() {
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {mainMenu.map((entry) => (
          <li key={entry.href}>
            {entry.submenu ? (
              <SubmenuDisclosure entry={entry} />
            ) : (
              <NavLink href={entry.href} exact={entry.href === '/'} className={topLinkClass}>
                {entry.name}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      <EnquiryButton className="btn-primary mt-6 w-full" />
    </nav>
  );
}
