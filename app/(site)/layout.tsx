import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CookieBannerLoader } from '@/components/consent/cookie-banner-loader';
import { SiteFooter } from '@/components/layout/site-footer';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { DocumentOnly } from '@/components/ui/document-only';
import { LateIslands } from '@/components/layout/late-islands';
import { shellScript } from '@/components/layout/shell-script';
import { documentOnlyElement } from '@/lib/document-only';
import { Splash, SplashEndScript, SplashScript } from '@/components/layout/splash';
import { getChat, getChatPreview } from '@/lib/cms/chat';
import { getCompany } from '@/lib/cms/company';
import { companyColors } from '@/content/brand';
import { getNavigation } from '@/lib/cms/navigation';
import { env } from '@/lib/env';
import { socialImages } from '@/lib/seo/social-image';
import { jakarta } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const company = await getCompany();
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${company.name}`, default: company.name },
    description: company.description,
    applicationName: company.name,
    authors: [{ name: company.name }],
    formatDetection: { telephone: false, email: false, address: false },
    // Pages without metadata of their own (not-found): the home page's card.
    ...socialImages('/', company.name),
  };
}

export const viewport: Viewport = {
  // The design's colour, not an editable fact.
  themeColor: companyColors.ink,
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({
  children,
  header,
}: {
  children: ReactNode;
  /** The page's header (app/(site)/@header), which knows the page's path. */
  header: ReactNode;
}) {
  const [company, navigation, chat, chatPreview] = await Promise.all([
    getCompany(),
    getNavigation(),
    getChat(),
    getChatPreview(),
  ]);
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of globals.css off while it moves a new
    // page to its top, so a navigation lands at the top instead of stopping part-way.
    <html
      lang="en-IN"
      className={jakarta.variable}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        <SplashScript />
      </head>
      <body>
        {/* Never rendered again in the browser: in the document only, not in every payload. The
            skip link first of all. */}
        <DocumentOnly>
          <div className="contents">
            <a
              href="#main"
              className="sr-only z-[110] rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
              Skip to content
            </a>
            <Splash name={company.name} tagline={company.splashTagline} />
          </div>
        </DocumentOnly>
        {/* Next in the tab order after the skip link (which must come before any other link to
            count as one): the banner is reached before anything it could cover. */}
        <CookieBannerLoader />
        {header}
        <main id="main" tabIndex={-1} className="outline-none">
          <DeferredHydration>{children}</DeferredHydration>
        </main>
        <DeferredHydration>
          <SiteFooter company={company} footerLinks={navigation.footer} />
        </DeferredHydration>
        <SplashEndScript />
        {documentOnlyElement('script', {}, shellScript)}
        <LateIslands chat={{ label: chat.open, preview: chatPreview }} />
      </body>
    </html>
  );
}
