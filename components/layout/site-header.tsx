import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/link';
import type { MainMenuEntry, SiteMenu } from '@/content/navigation';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';
import { NavDisclosure } from './nav-disclosure';
import { MainMenuLink } from './nav-link';
import { EnquiryButton } from '@/components/enquiry/enquiry-button';
import { enquiryForm as enquiryText } from '@/content/enquiry';

/** The company's name beside the logo and the main menu: the CMS's company and navigation globals. */
export function SiteHeader({
  companyName,
  mainMenu,
  previewMenu,
}: {
  companyName: string;
  mainMenu: readonly MainMenuEntry[];
  /** In an editor's preview only: the submenus with their drafts, for the islands that show them. */
  previewMenu?: SiteMenu;
}) {
  return (
    <HeaderFrame>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          href="/"
          className="flex min-h-11 shrink-0 items-center gap-2 font-display text-base leading-tight font-bold text-ink sm:text-lg"
        >
          <StaticImage
            src="/images/brand/logo-mark.svg"
            alt=""
            width={32}
            height={32}
            unoptimized
          />
          <span className="max-w-[6.5rem] sm:max-w-none sm:whitespace-nowrap">{companyName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {mainMenu.map((entry) =>
              entry.submenu ? (
                <NavDisclosure
                  key={entry.href}
                  label={entry.name}
                  href={entry.href}
                  submenu={entry.submenu}
                  previewMenu={previewMenu}
                />
              ) : (
                <li key={entry.href}>
                  <MainMenuLink href={entry.href} exact={entry.href === '/'}>
                    {entry.name}
                  </MainMenuLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <EnquiryButton
            topic={enquiryText.generalTopic}
            className="btn-primary whitespace-nowrap max-sm:px-4 lg:max-xl:px-5"
          >
            {enquiryText.buttonLabel}
          </EnquiryButton>
          <MobileMenu previewMenu={previewMenu} />
        </div>
      </div>
    </HeaderFrame>
  );
}
