import type { ScreenName } from './types';

/**
 * How a page's closing call to action is laid out: the brand banner, a strip with the office's
 * address, phone and hours, a client's words and who said them beside the invitation (`quote`:
 * the newest case study's), or one of the products' screens beside the words.
 */
export type CtaFormat = 'banner' | 'office' | 'quote' | { screen: ScreenName };

/**
 * Each page's format, by path; chosen so that no two pages next to each other in a menu (the
 * main menu, a services group, the products, the footer's lists) end alike
 * (content/cta-formats.test.ts), and a screen only where its product fits the subject.
 */
export const ctaFormats: Readonly<Record<string, CtaFormat>> = {
  '/': 'banner',
  '/services': 'office',
  '/products': 'banner',
  '/industries': 'office',
  '/careers': 'banner',
  '/case-studies': 'quote',
  '/products/appraisal360': 'office',
  '/products/hrms': 'banner',
  '/services/it-staffing': { screen: 'employee-directory' },
  '/services/permanent-staffing': 'office',
  '/services/contract-staffing': { screen: 'attendance' },
  '/services/executive-search': 'banner',
  '/services/localization-staffing': 'office',
  '/services/payroll-services': { screen: 'payroll-run' },
  '/services/application-development': 'office',
  '/services/application-support': 'banner',
  '/services/internet-of-things': 'office',
  '/services/digital-marketing': { screen: 'analytics' },
  '/services/artificial-intelligence': 'banner',
  '/services/robotics-process-automation': 'office',
  '/services/business-excellence': { screen: 'goals' },
};

/** Insights and case studies each end alike, and unlike the other kind. */
export const storyCtaFormats = { insight: 'office', caseStudy: 'banner' } as const;

/** The format of the page at `path`; the banner for a page the list does not name. */
export function ctaFormatOf(path: string): CtaFormat {
  return ctaFormats[path] ?? 'banner';
}

/** A name for the format, to compare two pages'. */
export function ctaFormatName(format: CtaFormat): string {
  return typeof format === 'string' ? format : 'screen';
}
