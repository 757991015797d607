import type { SeedCategorySlug } from './categories';
import { lexical } from './lexical';

/** The first three articles of /insights: original copy from the firm's own practices. */
export const seedInsights = [
  {
    slug: 'plan-it-hiring-around-notice-periods',
    title: 'Plan IT hiring around notice periods, not job posts',
    summary:
      'Most experienced engineers in Hyderabad serve 60 to 90 days of notice. Teams that plan backwards from the start date, not forwards from the job post, fill roles on time.',
    category: 'staffing-and-hiring' satisfies SeedCategorySlug,
    author: 'IT Staffing practice',
    date: '2026-09-16T00:00:00.000Z',
    artwork: 'notice-period-calendar',
    body: lexical([
      'When a delivery manager tells us a project starts in six weeks and needs four senior Java developers, the hardest part of the brief is not the skills. It is the calendar. Most mid-level and senior engineers in Hyderabad are on notice periods of 60 to 90 days, and the strongest candidates are rarely the ones who can join next Monday.',
      { h2: 'Work backwards from the joining date' },
      'A realistic hiring plan for an experienced engineer counts three stretches: two to three weeks to source and interview, one week to make and accept an offer, and the notice period itself. For a 90-day notice that is close to four months from the first conversation to the first day at work. Teams that start the search when the project is signed are already late.',
      'We ask clients for their start dates by quarter, not by requisition, and open searches as soon as a role is likely rather than certain. A shortlist kept warm for a few weeks costs far less than a project that starts short-handed.',
      { h2: 'Protect the offer during the notice period' },
      'Offers made months ahead are offers at risk: counter-offers and competing offers arrive while the candidate is still serving notice. What keeps them is contact, not money alone.',
      {
        list: [
          'A named hiring manager who calls once a fortnight, not only HR e-mails.',
          'Laptop, access and first-week plan confirmed before the last working day.',
          'A back-up candidate from the same shortlist, kept informed and interested.',
        ],
      },
      { h2: 'Use contract staff to bridge the gap' },
      'Where a start date cannot move, a contract engineer who can join in two weeks covers the first sprint while the permanent hire serves notice. Planned this way, the contractor hands over to the permanent hire instead of being extended indefinitely.',
    ]),
  },
  {
    slug: 'payroll-when-you-open-a-site-in-a-new-state',
    title: 'Payroll when you open a site in a new state',
    summary:
      'Opening a plant or an office outside Telangana changes more than the address on the payslip: professional tax, labour welfare fund and minimum wages are set state by state.',
    category: 'payroll-and-compliance' satisfies SeedCategorySlug,
    author: 'Payroll Services team',
    date: '2026-10-21T00:00:00.000Z',
    artwork: 'payslip-checked',
    body: lexical([
      'Provident fund and ESI work the same way across India, so it is tempting to think payroll for a new site is a matter of adding employees to the existing run. It is not. Several deductions and registrations depend on the state where people work, and the first payroll at a new site is where mistakes are cheapest to prevent.',
      { h2: 'What changes from state to state' },
      {
        list: [
          'Professional tax: levied by most states but not all, each with its own salary slabs, filing dates and registration.',
          'Labour welfare fund: employee and employer contributions that differ in amount and frequency, half-yearly in some states and annual in others.',
          'Minimum wages: notified by each state for its own categories of work, and revised on their own schedules.',
          'Shops and establishments or factories registration: the licence the site needs before its first employee starts.',
        ],
      },
      { h2: 'A checklist for the first month' },
      'Before the first salary is paid at the new site, register the establishment for professional tax and labour welfare fund where they apply, map each employee to the state where they actually work rather than where they were hired, and check that the lowest wage on the site meets the state schedule for that category of work.',
      'We keep a calendar of every state filing for each client, so a new site adds lines to that calendar rather than a new way of working. The payroll closes on the same day for every location, and the filings follow each state’s own dates.',
    ]),
  },
  {
    slug: 'three-questions-before-you-automate',
    title: 'Three questions to ask before you automate a process',
    summary:
      'Robotic process automation pays back when a process is stable, frequent and mostly free of exceptions. Asking three questions first saves months of maintaining bots that break.',
    category: 'technology' satisfies SeedCategorySlug,
    author: 'Automation and AI practice',
    date: '2026-11-12T00:00:00.000Z',
    artwork: 'questions-before-automating',
    body: lexical([
      'Clients often come to us with a list of processes to automate, ranked by how tedious they are. Tedium is a good reason to look at a process, but a poor predictor of whether a software robot will keep working. Before we estimate anything, we ask three questions.',
      { h2: '1. Does the process change more than twice a year?' },
      'A bot follows screens and rules exactly. If the portal it logs into is redesigned every quarter, or the approval rules change with each policy update, the savings go into maintenance. Stable processes with stable systems are where automation lasts.',
      { h2: '2. How many times a month does it run?' },
      'A task done ten times a month rarely justifies building, testing and monitoring a bot. Invoice matching, bank reconciliation and employee onboarding records, done hundreds or thousands of times a month, usually do.',
      { h2: '3. What share of cases are exceptions?' },
      'If one case in three needs a person to decide, the bot hands most of the work back. We measure exceptions on a month of real cases first, and automate the routine share while routing exceptions to a person with everything already gathered.',
      'Processes that pass all three questions often pay back within a year. Those that fail one are usually better served by fixing the process, or by a small application, before any robot is built.',
    ]),
  },
] as const;
