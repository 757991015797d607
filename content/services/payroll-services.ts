import type { ServicePage } from '../types';
import { company } from '../company';

export const payrollServices = {
  slug: 'payroll-services',
  category: 'talent',
  menuLabel: 'Payroll Services',
  icon: 'receipt',
  title: 'Payroll Services',
  subtitle:
    'Accurate, on-time and compliant payroll, with us acting as employer of record for the people you choose.',
  summary:
    'End-to-end payroll and employer-of-record services, from setup and processing to statutory reports.',
  metaDescription:
    'Payroll services and employer of record in Hyderabad: payroll processing, pay slips, tax management, statutory compliance and MIS reports, done accurately.',
  enquiryName: 'Payroll Services',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'We Become the Employer of Record',
      paragraphs: [
        {
          text: `With our payroll services, ${company.name} acts as the employer of record for employees you have pre-identified. They work for you, while we take legal responsibility for their payroll, statutory deductions and compliance.`,
        },
        {
          text: 'You keep control of the work and the relationship; we handle the administration, the filings and the month-end deadlines.',
        },
      ],
    },
    {
      blockType: 'groups',
      anchor: 'activities',
      eyebrow: 'Scope of work',
      heading: 'What We Take Care Of',
      items: [
        {
          title: 'One-time Activities',
          icon: 'wrench',
          entries: [
            { text: 'Salary and benefits structuring' },
            { text: 'Data migration' },
            { text: 'Rules and employee master setup' },
            { text: 'Dry and parallel runs' },
          ],
        },
        {
          title: 'Recurring Activities',
          icon: 'repeat',
          entries: [
            { text: 'Payroll processing' },
            { text: 'Pay slips' },
            { text: 'Statutory reports and submissions' },
            { text: 'Query management' },
          ],
        },
        {
          title: 'Reports / MIS',
          icon: 'chart-column',
          entries: [
            { text: 'Pay registers' },
            { text: 'Leave reports' },
            { text: 'Bank advice' },
            { text: 'IT reports' },
          ],
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'offerings',
      format: 'feature-list',
      heading: 'Our Payroll Offerings',
      items: [
        {
          icon: 'wallet',
          title: 'Payroll Processing',
          text: 'Monthly salary computation, deductions and pay slips, delivered accurately and on schedule.',
        },
        {
          icon: 'calculator',
          title: 'Tax Management',
          text: 'Income tax calculation, declarations and TDS handled for every employee.',
        },
        {
          icon: 'file-check',
          title: 'Statutory Compliance',
          text: 'PF, ESI, professional tax and other statutory filings prepared and submitted on time.',
        },
        {
          icon: 'gift',
          title: 'Benefits Administration',
          text: 'Allowances, reimbursements and benefits managed consistently under clear rules.',
        },
      ],
    },
    {
      blockType: 'checklist',
      anchor: 'features',
      heading: 'Solution Features',
      intro: 'Our payroll solution gives your employees and your HR team:',
      items: [
        { text: 'On-boarding of new employees straight into payroll' },
        { text: 'Automated attendance and leave management' },
        { text: 'Salary records with online pay slip view and print' },
        { text: 'Tax reports for employees and the organisation' },
      ],
    },
  ],
  cta: {
    heading: 'Simplify Your Payroll',
    text: 'Talk to us about moving your payroll, or your employer-of-record needs, to a team that gets it right every month.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'See Our HRMS', href: '/products/hrms' },
  },
} as const satisfies ServicePage;
