import type { MainMenuEntry, SiteMenu } from '@/content/navigation';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';
import { NavDisclosure } from './nav-disclosure';
import { SiteLogo } from './site-logo';
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
        <SiteLogo companyName={companyName} />
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
          <MobileMenu companyName={companyName} previewMenu={previewMenu} />
        </div>
      </div>
    </HeaderFrame>
  );
}
