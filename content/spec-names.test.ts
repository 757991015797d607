import { about } from './about';
import { servicePages } from './services';
import * as home from './home';
import { aboutSection, testimonialsSection } from './home';

// Names the specification lists keep its wording and spelling; running copy may follow the site's Indian English.
describe('names the specification lists', () => {
  it("home's business excellence points and staffing services", () => {
    expect(aboutSection.businessExcellence.points).toEqual([
      'Strategic planning and execution',
      'Business process optimization',
      'Organizational transformation',
      'Performance analytics',
    ]);
    expect(aboutSection.staffing.items.map((item) => item.title)).toEqual([
      'Contract Staffing',
      'Permanent Recruitment',
      'Specialized Talent',
    ]);
  });

  it("/about's expertise lists and cards", () => {
    expect(about.expertise.lists.map((list) => [list.title, list.items])).toEqual([
      ['Talent Model', ['Permanent Staffing', 'Contract/Temp Staffing', 'IT Staffing']],
      [
        'Technology Models',
        ['Application Development', 'Application Support', 'Digital Marketing'],
      ],
      ['Consulting Services', ['Business Strategy', 'Process Optimization', 'Digital Strategy']],
    ]);
    expect(about.expertise.cards.map((card) => card.title)).toEqual([
      'Artificial Intelligence',
      'Robotics Process Automation',
    ]);
  });
});

describe('one set of facts on home', () => {
  it("keeps the specification's two figure bands, each with a caption saying what it counts", () => {
    expect(aboutSection.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '15+ Years of Experience',
      '500+ Projects Delivered',
      '50+ Global Partners',
      '97% Client Satisfaction',
    ]);
    expect(testimonialsSection.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '98% Client Satisfaction',
      '450+ Projects Completed',
      '95% Client Retention',
      '12+ Industries Served',
    ]);
    expect(aboutSection.statsCaption).toBeTruthy();
    expect(testimonialsSection.statsCaption).toMatch(/industries/);
  });

  it('words none of their facts a second way', () => {
    const outsideBands = JSON.stringify(home, (key, value: unknown) =>
      key === 'stats' ? undefined : value,
    );
    expect(outsideBands).not.toMatch(/dozen|(?<!\d)\d+\+? (?:industries|projects|years|partners)/i);
  });
});

/** Every list of names in a content value: arrays of strings, and the titles of arrays of cards. */
function nameLists(value: unknown, found: string[][] = []): string[][] {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) found.push(value);
    const titles = value.map((item) => (item as { title?: unknown })?.title);
    if (titles.every((title) => typeof title === 'string')) found.push(titles as string[]);
  }
  if (value && typeof value === 'object')
    for (const child of Object.values(value)) nameLists(child, found);
  return found;
}

// The stems whose British and American spellings differ in the site's names.
const STEMS =
  /(?:local|optim|organ|special|personal|custom|modern|util|prior|author|standard|central)i([sz])/gi;

describe('no list of names mixes two spellings', () => {
  const contents: [string, unknown][] = [
    ['home', home],
    ['/about', about],
    ...servicePages.map((page): [string, unknown] => [page.slug, page]),
  ];
  it.each(contents)('%s', (_, content) => {
    for (const list of nameLists(content)) {
      const letters = new Set(
        list.flatMap((name) => [...name.matchAll(STEMS)].map((m) => m[1]!.toLowerCase())),
      );
      expect({ list, mixed: letters.size > 1 }).toEqual({ list, mixed: false });
    }
  });

  it('the localization services keep the specification’s spelling', () => {
    const page = servicePages.find((service) => service.slug === 'localization-staffing')!;
    expect(nameLists(page).flat()).toEqual(
      expect.arrayContaining(['Content Localization', 'Technical Localization']),
    );
    const excellence = servicePages.find((service) => service.slug === 'business-excellence')!;
    expect(nameLists(excellence).flat()).toEqual(
      expect.arrayContaining(['Business Process Optimization', 'Organizational Transformation']),
    );
  });
});
