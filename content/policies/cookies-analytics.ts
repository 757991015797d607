import type { AnalyticsProvider } from '@/lib/analytics/provider';
import type { Policy } from '../../cms/payload-types';

type Provider = NonNullable<AnalyticsProvider>;

/** The analytics row's 'Examples on this site' cell, for the configured provider. */
function analyticsExamples(provider: Provider): string {
  if (provider.name === 'ga4') {
    return "Google Analytics 4, by Google: the cookies _ga and _ga_<id> on this website's domain (kept for up to 2 years) hold a random visitor and session ID, so that we can count visits, the pages viewed and the enquiries and applications sent, and see which pages lead to them. They are set only after you accept analytics cookies; when you withdraw, Google Analytics stops sending anything from this website.";
  }
  return `Plausible Analytics (script from ${new URL(provider.src).origin}): no cookies and no identifier. It counts visits, the pages viewed and the enquiries and applications sent. It loads only after you accept analytics cookies; when you withdraw, a flag in local storage (the key plausible_ignore, the value true) tells it to send nothing further, until you accept again or clear your browser storage.`;
}

const tableIntro =
  'The table below lists the four categories you can see in our cookie settings, what each one is for and its default setting when you open Customize. Analytics loads only after you accept analytics cookies, and stops when you withdraw; this website sets no marketing cookies.';

/**
 * The Cookies Policy (the seed's, or the published one) as this server runs: with a provider configured (GA_MEASUREMENT_ID or
 * PLAUSIBLE_DOMAIN), the analytics row names it and its cookies.
 */
export function cookiesPolicyFor<P extends Pick<Policy, 'sections'>>(
  provider: AnalyticsProvider,
  policy: P,
): P {
  if (!provider) return policy;
  return {
    ...policy,
    sections: policy.sections.map((section) => {
      if (section.anchor !== 'cookie-categories' || !section.table) return section;
      const rows = section.table.rows?.map((row) =>
        row.cells?.[0]?.text === 'Analytics / performance'
          ? { ...row, cells: row.cells.with(2, { text: analyticsExamples(provider) }) }
          : row,
      );
      return { ...section, paragraphs: [{ text: tableIntro }], table: { ...section.table, rows } };
    }),
  };
}
