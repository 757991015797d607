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
  // Insights and case studies: one per story's subject (cms/seed/stories), and more for editors
  // to pick for new stories (content/illustrations.ts).
  'notice-period-calendar': 'OnlineCalendar',
  'payslip-checked': 'Receipt',
  'questions-before-automating': 'Questions',
  'engineers-pair-programming': 'PairProgramming',
  'factory-with-three-plants': 'Factory',
  'health-workers-with-samples': 'MedicalCare',
  'new-joiner-onboarding': 'Onboarding',
  'contract-signed-off': 'Contract',
  'warehouse-shipment': 'Logistics',
  'trainer-at-board': 'Teaching',
  'results-presentation': 'Presentation',
  'compliance-checklist': 'Checklist',
  'video-interviews': 'ConferenceCall',
};
