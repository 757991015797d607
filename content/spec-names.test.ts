import { about } from './about';
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
    expect(outsideBands).not.toMatch(/dozen|\d+\+? (industries|projects|years|partners)/i);
  });
});
