import { Icon } from '@/components/icon/icon';
import type { MainMenuEntry, NavLink as NavLinkRecord } from '@/content/navigation';
import { EnquiryButton } from '@/components/enquiry/enquiry-button';
import { enquiryForm as enquiryText } from '@/content/enquiry';
import { NavLink } from './nav-link';
import type { SiteMenu } from './site-menu';

const topLinkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold aria-[current=page]:text-brand-purple-strong';
const subLinkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base text-ink-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand-purple-strong';

type LinkGroup = { name?: string; links: readonly NavLinkRecord[] };

/** A submenu's links under small headings: the services by category, the products as one list. */
function submenuGroups(menu: SiteMenu, submenu: 'services' | 'products'): LinkGroup[] {
  if (submenu === 'services') {
    return [
      { links: [menu.services.viewAll] },
      ...menu.services.groups.map((group) => ({
        name: group.name,
        links: [group.featured, ...group.items].filter((link) => link !== undefined),
      })),
    ];
  }
  const { viewAll, featured, items } = menu.products;
  return [{ links: [viewAll, featured, ...items] }];
}

/** A collapsed group of the small-screen menu (a native disclosure: no script of its own). */
function SubmenuDisclosure({
  entry,
  groups,
}: {
  entry: MainMenuEntry;
  groups: readonly LinkGroup[];
}) {
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
        {groups.map((group) => (
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

/** The small-screen menu's links: the main pages, services and products as collapsed groups. */
export function MobileNavigation({ menu }: { menu: SiteMenu }) {
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {menu.main.map((entry) => (
          <li key={entry.href}>
            {entry.submenu ? (
              <SubmenuDisclosure entry={entry} groups={submenuGroups(menu, entry.submenu)} />
            ) : (
              <NavLink href={entry.href} exact={entry.href === '/'} className={topLinkClass}>
                {entry.name}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      {/* In line with the links' words, not their padded boxes. */}
      <div className="mt-6 px-3">
        <EnquiryButton topic={enquiryText.generalTopic} className="btn-primary w-full">
          {enquiryText.buttonLabel}
        </EnquiryButton>
      </div>
    </nav>
  );
}
