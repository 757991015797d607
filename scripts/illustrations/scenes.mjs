// Which unDraw scene each of the site's illustrations is, named for what it shows on the page.
// The file name is the picture's subject; the scene is the unDraw component that draws it.
export const scenes = {
  // Home hero, one per slide theme (content/home.ts).
  'hero-global-clients': 'AroundTheWorld',
  'hero-digital-products': 'DevelopApp',
  'hero-leadership-interview': 'Interview',
  'hero-consultant-presenting': 'BusinessPlan',
  // Sections that show people at work (content/people-art.ts).
  'team-agreeing-plan': 'TeamGoals',
  'team-at-dashboards': 'CreativeTeam',
  'contact-channels': 'ContactUs',
  // /careers, why work with us: the people a candidate would join.
  'team-standing-together': 'TeamSpirit',
  // Service pages' sections about people at work (content/services, the block's `art`).
  'recruiter-shortlisting-profiles': 'SelectingTeam',
  'recruiter-reviewing-candidates': 'Hire',
  'colleagues-at-shared-desk': 'CoWorking',
  'search-across-leaders': 'PeopleSearch',
  'consultant-with-client-team': 'InTheOffice',
};
