import { Icon } from '@/components/icon/icon';
import { DocumentOnly } from '@/components/ui/document-only';
import Link from '@/components/ui/link';
import { enquiryTopicAttribute } from '@/components/enquiry/enquiry-link';
import { enquiryForm as enquiryText } from '@/content/enquiry';
import type { MainMenuEntry, NavGroup, NavLink, SiteMenu } from '@/content/navigation';
import { SiteLogo } from './site-logo';

/** aria-current for a link to `href` on the page at `path`: its own page, or (unless `exact`) one below it. */
function current(href: string, path: string | undefined, exact = false) {
  if (path === undefined) return undefined;
  const below = !exact && href !== '/' && path.startsWith(`${href}/`);
  return path === href || below ? ('page' as const) : undefined;
}

/** The attributes of a button that runs `command` on the dialog `target` (invoker commands). */
const invoke = (target: string, command: 'show-modal' | 'close') =>
  ({ commandfor: target, command }) as Record<string, string>;

const PHONE_MENU_ID = 'site-menu';

/** Enquiry Now: the contact form's link, which the enquiry dialog answers once its script is in. */
function EnquiryLink({ className }: { className: string }) {
  return (
    <a
      href="/contact#form"
      {...{ [enquiryTopicAttribute]: enquiryText.generalTopic }}
      className={className}
    >
      {enquiryText.buttonLabel}
    </a>
  );
}

function SubmenuLink({
  link,
  path,
  featured = false,
}: {
  link: NavLink;
  path?: string;
  featured?: boolean;
}) {
  return (
    <Link
      href={link.href}
      aria-current={current(link.href, path, true)}
      className={`block rounded-lg p-3 hover:bg-surface-tint aria-[current=page]:bg-surface-tint ${featured ? 'bg-surface' : ''}`}
    >
      <span className="block text-sm font-semibold text-ink">{link.name}</span>
      {link.description && (
        <span className="mt-0.5 block text-xs leading-5 text-muted">{link.description}</span>
      )}
    </Link>
  );
}

/** A panel's last line: the overview page of everything it lists. */
function ViewAllLink({ link, className }: { link: NavLink; className: string }) {
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

function ServicesPanel({ services, path }: { services: SiteMenu['services']; path?: string }) {
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
                <SubmenuLink link={group.featured} path={path} featured />
              </li>
            )}
            {group.items.map((item) => (
              <li key={item.href}>
                <SubmenuLink link={item} path={path} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ViewAllLink link={services.viewAll} className="lg:col-span-3" />
    </div>
  );
}

function ProductsPanel({ products, path }: { products: SiteMenu['products']; path?: string }) {
  return (
    <div className="space-y-1 p-4">
      <SubmenuLink link={products.featured} path={path} featured />
      {products.items.map((item) => (
        <SubmenuLink key={item.href} link={item} path={path} />
      ))}
      <ViewAllLink link={products.viewAll} className="px-3 pt-2" />
    </div>
  );
}

/**
 * A top-level entry with a separate toggle for its submenu (the disclosure navigation pattern):
 * the link leads to the overview page, the button opens the panel as a popover, which the
 * browser closes on Escape (focus back on the button) or a click outside, and whose links come
 * next in the tab order after the button.
 */
function MenuWithPanel({
  entry,
  submenu,
  menu,
  path,
}: {
  entry: MainMenuEntry;
  submenu: 'services' | 'products';
  menu: SiteMenu;
  path?: string;
}) {
  const id = `menu-${submenu}`;
  return (
    <li className={`relative flex items-center menu-anchor-${submenu}`}>
      <Link
        href={entry.href}
        aria-current={current(entry.href, path)}
        className="rounded-md py-2 pl-2 text-sm font-medium text-ink-soft hover:text-brand-purple-strong aria-[current=page]:text-brand-purple-strong xl:pl-3"
      >
        {entry.name}
      </Link>
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        aria-label={`${entry.name} menu`}
        className="group grid size-8 place-items-center rounded-md text-ink-soft hover:text-brand-purple-strong"
      >
        <Icon
          name="chevron-down"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div id={id} popover="auto" data-menu-panel={submenu} className="menu-panel">
        {submenu === 'services' ? (
          <ServicesPanel services={menu.services} path={path} />
        ) : (
          <ProductsPanel products={menu.products} path={path} />
        )}
      </div>
    </li>
  );
}

const topLinkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold aria-[current=page]:text-brand-purple-strong';
const subLinkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base text-ink-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand-purple-strong';

type LinkGroup = { name?: string; links: readonly NavLink[] };

/** A submenu's links under small headings: the services by category, the products as one list. */
function submenuGroups(menu: SiteMenu, submenu: 'services' | 'products'): LinkGroup[] {
  if (submenu === 'services') {
    return [
      { links: [menu.services.viewAll] },
      ...menu.services.groups.map((group: NavGroup) => ({
        name: group.name,
        links: [group.featured, ...group.items].filter((link) => link !== undefined),
      })),
    ];
  }
  const { viewAll, featured, items } = menu.products;
  return [{ links: [viewAll, featured, ...items] }];
}

/** A collapsed group of the phone menu (a native disclosure). */
function PhoneSubmenu({
  entry,
  groups,
  path,
}: {
  entry: MainMenuEntry;
  groups: readonly LinkGroup[];
  path?: string;
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
                  <Link
                    href={link.href}
                    aria-current={current(link.href, path, true)}
                    className={subLinkClass}
                  >
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The small-screen menu: a full-screen modal dialog the hamburger opens, the logo on top. */
function PhoneMenu({
  companyName,
  menu,
  path,
}: {
  companyName: string;
  menu: SiteMenu;
  path?: string;
}) {
  return (
    <dialog
      id={PHONE_MENU_ID}
      aria-label="Site menu"
      data-lock-scroll
      className="site-menu-dialog m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-ink backdrop:bg-ink/60"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <SiteLogo companyName={companyName} />
        <button
          type="button"
          {...invoke(PHONE_MENU_ID, 'close')}
          autoFocus
          className="grid size-11 place-items-center rounded-md text-ink"
        >
          <Icon name="x" className="size-6" />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <nav aria-label="Main" className="px-3 pb-10 sm:px-5">
        <ul className="space-y-1">
          {menu.main.map((entry) => (
            <li key={entry.href}>
              {entry.submenu ? (
                <PhoneSubmenu
                  entry={entry}
                  groups={submenuGroups(menu, entry.submenu)}
                  path={path}
                />
              ) : (
                <Link
                  href={entry.href}
                  aria-current={current(entry.href, path, entry.href === '/')}
                  className={topLinkClass}
                >
                  {entry.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
        {/* In line with the links' words, not their padded boxes. */}
        <div className="mt-6 px-3">
          <EnquiryLink className="btn-primary w-full" />
        </div>
      </nav>
    </dialog>
  );
}

type Props = {
  companyName: string;
  menu: SiteMenu;
  /** The page's path; undefined where no page matched (a 404). */
  path?: string;
};

/**
 * The site's header as server-made HTML: the logo, the main menu with its submenus (popovers),
 * Enquiry Now and, on small screens, the hamburger and its dialog. The server marks the links of
 * the page at `path` (`aria-current`); the browser runs the menus, and the layout's shell script
 * (components/layout/shell-script.ts) keeps `aria-expanded` true to them and hides the header on
 * scroll. Every link is a plain anchor: a page is always loaded whole, header included.
 */
export function SiteHeaderMarkup({ companyName, menu, path }: Props) {
  return (
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-white transition-[translate,background-color,border-color] duration-300 data-[hidden=true]:-translate-y-full data-[scrolled=true]:border-slate-200/70 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <SiteLogo companyName={companyName} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {menu.main.map((entry) =>
              entry.submenu ? (
                <MenuWithPanel
                  key={entry.href}
                  entry={entry}
                  submenu={entry.submenu}
                  menu={menu}
                  path={path}
                />
              ) : (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    aria-current={current(entry.href, path, entry.href === '/')}
                    className="rounded-md px-2 py-2 text-sm font-medium text-ink-soft hover:text-brand-purple-strong aria-[current=page]:text-brand-purple-strong xl:px-3"
                  >
                    {entry.name}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <EnquiryLink className="btn-primary whitespace-nowrap max-sm:px-4 lg:max-xl:px-5" />
          <button
            type="button"
            {...invoke(PHONE_MENU_ID, 'show-modal')}
            aria-haspopup="dialog"
            aria-controls={PHONE_MENU_ID}
            className="grid size-11 place-items-center rounded-md text-ink lg:hidden"
          >
            <Icon name="menu" className="size-6" />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </div>
      <PhoneMenu companyName={companyName} menu={menu} path={path} />
    </header>
  );
}

/**
 * SiteHeaderMarkup in the document only: not in the RSC payload, never hydrated. The wrapper
 * keeps the header's own attributes (its classes) out of the payload too.
 */
export function SiteHeader(props: Props) {
  return (
    <DocumentOnly>
      <div className="contents">
        <SiteHeaderMarkup {...props} />
      </div>
    </DocumentOnly>
  );
}
