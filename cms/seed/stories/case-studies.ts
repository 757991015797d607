/** The first three client stories: clients described by sector and size, never named. */
export const seedCaseStudies = [
  {
    slug: 'engineering-centre-staffed-in-fourteen-weeks',
    title: 'An engineering centre in Hyderabad, staffed in fourteen weeks',
    summary:
      'A software product company opening its first Indian engineering centre needed 32 engineers before its first release train. We hired them, and bridged the notice periods with contract staff.',
    client: 'A software product company of about 400 people',
    industry: 'information-technology',
    services: ['it-staffing', 'contract-staffing'],
    challenge:
      'The company had leased an office in HITEC City and committed to a release date with its customers, but had no recruiters in India and no employer brand among Hyderabad engineers.\n\nIt needed backend, frontend and test engineers plus two engineering managers, most of them on 60 to 90 day notice periods, within one quarter.',
    approach:
      'We set up a dedicated team of three recruiters who learned the product and the stack in the first week, and agreed a weekly shortlist rhythm with the hiring managers.\n\nEvery offer came with a joining plan and fortnightly calls during the notice period. Where a start date could not wait, contract engineers joined within two weeks and handed over to the permanent hires as they arrived.',
    results: [
      { value: '32', label: 'engineers and managers hired' },
      { value: '38 days', label: 'median time from brief to accepted offer' },
      { value: '91%', label: 'of accepted offers who joined' },
    ],
    resultsCaption: 'Counted over the fourteen weeks from the first brief to the centre’s opening.',
    quote: {
      text: 'They treated our start dates as their own deadline. By the first release we had a full team in the room and nobody had been hired just to fill a seat.',
      name: 'Head of Engineering, India',
      role: 'Software product company, Hyderabad centre',
    },
    artwork: 'engineers-pair-programming',
  },
  {
    slug: 'one-payroll-for-three-plants',
    title: 'One payroll for three plants in two states',
    summary:
      'An automotive components maker ran payroll on spreadsheets at each plant. We brought 1,100 employees onto one monthly run, with every state filing on its own calendar.',
    client: 'An automotive components manufacturer with three plants and about 1,100 employees',
    industry: 'automobile',
    services: ['payroll-services'],
    challenge:
      'Each plant calculated overtime, shift allowances and deductions in its own spreadsheet and sent totals to head office, which closed payroll around the sixth working day.\n\nProfessional tax and labour welfare fund filings for the plant in the neighbouring state were handled by memory, and two had been filed late in the previous year.',
    approach:
      'We mapped every allowance and deduction at the three plants into one set of rules, loaded attendance directly from the plants’ biometric systems and ran two parallel payrolls against the old spreadsheets before switching over.\n\nA compliance calendar now lists every provident fund, ESI, professional tax and labour welfare fund filing by state, with a named owner on our side.',
    results: [
      { value: 'Day 2', label: 'payroll closed each month, was day 6' },
      { value: '0', label: 'late statutory filings' },
      { value: '1,100', label: 'employees on one monthly run' },
    ],
    resultsCaption: 'Measured over the first twelve monthly payrolls after the switch.',
    quote: {
      text: 'Our plant HR teams used to spend the first week of every month on payroll. Now they spend it on people, and the filings simply arrive on time.',
      name: 'General Manager, HR',
      role: 'Automotive components manufacturer, Telangana',
    },
    artwork: 'factory-with-three-plants',
  },
  {
    slug: 'home-sample-bookings-online',
    title: 'Home sample collection, booked online across 40 centres',
    summary:
      'A diagnostic laboratory chain took every home-collection booking by phone. A booking web app and local search listings moved nearly half of those bookings online within six months.',
    client:
      'A diagnostic laboratory chain with 40 collection centres in Telangana and Andhra Pradesh',
    industry: 'healthcare',
    services: ['application-development', 'digital-marketing'],
    challenge:
      'Home sample collection was growing, but every booking went through one call centre. At the morning peak callers waited, some hung up, and phlebotomists’ routes were planned on paper the evening before.\n\nMost of the chain’s centres did not appear in local search results at all.',
    approach:
      'We built a mobile-first booking web app that shows real collection slots by pin code, confirms the booking by SMS and hands the day’s bookings to route planning each evening.\n\nAt the same time we claimed and completed the listing of every centre in local search and maps, with opening hours, tests offered and a link to book.',
    results: [
      { value: '46%', label: 'of home-collection bookings made online' },
      { value: '31%', label: 'fewer calls to the call centre at peak' },
      { value: '40', label: 'centres listed in local search with booking' },
    ],
    resultsCaption: 'Six months after launch, compared with the three months before it.',
    quote: {
      text: 'Patients book at eleven at night now, when they remember, instead of calling us at eight in the morning with everyone else.',
      name: 'Head of Operations',
      role: 'Diagnostic laboratory chain, Telangana and Andhra Pradesh',
    },
    artwork: 'health-workers-with-samples',
  },
] as const;
