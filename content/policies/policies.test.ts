import { CONSENT_KEY, PREFERENCES_KEY } from '@/components/consent/consent-store';
import type { PolicyPage } from '@/content/types';
import { cookiesPolicy } from '@/content/policies/cookies';
import { privacyPolicy } from '@/content/policies/privacy';
import { termsOfService } from '@/content/policies/terms';
import { DEFAULT_RETENTION_DAYS, VITALS_RETENTION_DAYS } from '@/lib/retention';
import { SPLASH_SESSION_KEY } from '@/lib/shared/splash';

/** Every piece of text on a policy page, joined into one string. */
const texts = (rows: readonly { text: string }[] | null | undefined) =>
  (rows ?? []).map((row) => row.text);

function allText(page: PolicyPage): string {
  return [
    page.title,
    page.intro,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...texts(section.paragraphs),
      ...texts(section.bullets),
      ...(section.placeholder ? [section.placeholder] : []),
      ...(section.table
        ? [
            section.table.caption,
            ...texts(section.table.columns),
            ...(section.table.rows ?? []).flatMap((row) => texts(row.cells)),
          ]
        : []),
    ]),
  ].join('\n');
}

const pages: ReadonlyArray<[string, PolicyPage]> = [
  ['privacy', privacyPolicy],
  ['terms', termsOfService],
  ['cookies', cookiesPolicy],
];

describe('privacy policy', () => {
  const text = allText(privacyPolicy).toLowerCase();

  it('states how long the website keeps its copy of a submission, as the store deletes it', () => {
    const retention = privacyPolicy.sections.find((section) => section.anchor === 'data-retention');
    expect(texts(retention?.paragraphs).join(' ')).toContain(
      `deleted ${DEFAULT_RETENTION_DAYS} days after`,
    );
  });

  it('states that personal data is not sold or rented', () => {
    const sentences = text.split(/(?<=[.!?])\s+/);
    const promise = sentences.find(
      (sentence) => /\b(?:never|not)\b/.test(sentence) && /\bsell|\bsold/.test(sentence),
    );
    expect(promise).toMatch(/\b(rent|rented)\b/);
  });

  it.each([
    'access',
    'correction',
    'deletion',
    'objection',
    'withdrawal of consent',
    'portability',
  ])('lists the right of %s', (right) => {
    const rights = privacyPolicy.sections.find((section) => section.anchor === 'your-rights');
    expect(texts(rights?.bullets).some((bullet) => bullet.toLowerCase().startsWith(right))).toBe(
      true,
    );
    expect(text).toContain(right);
  });
});

describe('terms of service', () => {
  it('requires users to be at least 18 years old', () => {
    expect(allText(termsOfService)).toContain('18 years');
  });

  it('has exactly one section with a placeholder, the governing law', () => {
    const withPlaceholder = termsOfService.sections.filter((section) => 'placeholder' in section);
    expect(withPlaceholder).toHaveLength(1);
    expect(withPlaceholder[0]?.anchor).toBe('governing-law');
    expect(withPlaceholder[0]?.placeholder?.trim()).not.toBe('');
  });
});

describe('cookies policy', () => {
  it('has exactly one table, each row matching its columns', () => {
    const tables = cookiesPolicy.sections.flatMap((section) =>
      section.table ? [section.table] : [],
    );
    expect(tables).toHaveLength(1);
    const [table] = tables;
    expect(table?.rows?.length).toBeGreaterThan(0);
    for (const row of table?.rows ?? []) {
      expect(row.cells).toHaveLength(table?.columns?.length ?? -1);
    }
  });

  it('names the local-storage keys of the consent record', () => {
    const text = allText(cookiesPolicy);
    expect(text).toContain(CONSENT_KEY);
    expect(text).toContain(PREFERENCES_KEY);
  });
});

describe.each([
  ['cookies', cookiesPolicy],
  ['privacy', privacyPolicy],
])('%s policy on browser storage', (_name, page) => {
  it('names the session-storage key of the splash and says it is cleared when the tab closes', () => {
    const text = allText(page);
    expect(text).toContain(SPLASH_SESSION_KEY);
    expect(text).toMatch(/session storage/i);
    expect(text).toContain('when you close the tab');
  });

  it('names the application draft in session storage, what it holds and when it is deleted', () => {
    const text = allText(page);
    expect(text).toContain('application-draft:');
    expect(text).toMatch(/never your resume/);
    expect(text).toMatch(/deleted (as soon as|when) the application is sent/);
  });

  it('says page-speed measurements need no consent, carry no cookie, identifier or personal data, and are kept as the store keeps them', () => {
    const text = allText(page);
    expect(text).toMatch(/page-speed measurements \(Core Web Vitals/i);
    expect(text).toMatch(/no cookie|without any cookie/i);
    expect(text).toMatch(/no identifier|identifier or personal data/i);
    expect(text).toMatch(/need no consent|do not ask for your consent/);
    expect(text).toContain(`${VITALS_RETENTION_DAYS} days`);
  });
});

describe.each(pages)('%s policy page', (_name, page) => {
  it('has unique kebab-case section anchors', () => {
    const ids = page.sections.map((section) => section.anchor);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
  });

  it('has a valid ISO lastUpdated date', () => {
    expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const date = new Date(`${page.lastUpdated}T00:00:00Z`);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.toISOString().slice(0, 10)).toBe(page.lastUpdated);
  });

  it('has a title, intro and non-empty sections', () => {
    expect(page.title.trim()).not.toBe('');
    expect(page.intro.trim()).not.toBe('');
    for (const section of page.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs?.length).toBeGreaterThan(0);
    }
  });
});
