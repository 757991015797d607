import { about } from './about';
import { aboutSection } from './home';

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
