import type { ScreenName } from './types';

/**
 * How a page's closing call to action is laid out, as its record in the CMS names it: the brand
 * banner, a strip with the office's address, phone and hours, a client's words and who said them
 * beside the invitation (`quote`: the newest case study's), or one of the products' screens
 * beside the words.
 */
export type CtaFormat = 'banner' | 'office' | 'quote' | `screen:${ScreenName}`;

/** The formats a visitor tells apart: every product screen looks like another. */
export const CTA_KINDS = ['banner', 'office', 'quote', 'screen'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

export const ctaKind = (format: CtaFormat): CtaKind =>
  format.startsWith('screen:') ? 'screen' : (format as CtaKind);

/** Each kind as a sentence to the editor names it. */
export const ctaKindNames: Readonly<Record<CtaKind, string>> = {
  banner: 'the banner',
  office: 'the contact strip with the office',
  quote: 'a client’s words',
  screen: 'a product screen',
};

/** Pages whose call to action is part of their design rather than a section the editor adds. */
const designedCtas: readonly string[] = ['/services', '/case-studies'];

/**
 * Whether a page of its own ends with a call to action: a "Call to action" section, or one its
 * design has. Every service page ends with one.
 */
export function endsWithCallToAction(page: {
  path?: string | null;
  blocks?: readonly { blockType?: string }[] | null;
}): boolean {
  return (
    designedCtas.includes(page.path ?? '') ||
    (page.blocks ?? []).some((block) => block.blockType === 'cta')
  );
}

/**
 * The seed's format for each page that ends with a call to action, by path: chosen so that no two
 * pages next to each other in a menu end alike (the CMS refuses that on publish,
 * cms/blocks/cta-format.ts), and a screen only where its product fits the subject.
 */
export const seededCtaFormats: Readonly<Record<string, CtaFormat>> = {
  '/': 'banner',
  '/services': 'office',
  '/products': 'banner',
  '/industries': 'office',
  '/careers': 'banner',
  '/case-studies': 'quote',
  '/products/appraisal360': 'office',
  '/products/hrms': 'banner',
  '/services/it-staffing': 'screen:employee-directory',
  '/services/permanent-staffing': 'office',
  '/services/contract-staffing': 'screen:attendance',
  '/services/executive-search': 'banner',
  '/services/localization-staffing': 'office',
  '/services/payroll-services': 'screen:payroll-run',
  '/services/application-development': 'office',
  '/services/application-support': 'banner',
  '/services/internet-of-things': 'office',
  '/services/digital-marketing': 'screen:analytics',
  '/services/artificial-intelligence': 'banner',
  '/services/robotics-process-automation': 'office',
  '/services/business-excellence': 'screen:goals',
};

/** Insights and case studies each end alike, and unlike the other kind. */
export const storyCtaFormats = { insight: 'office', caseStudy: 'banner' } as const;
