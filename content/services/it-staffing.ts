import type { ServicePage } from '../types';
import { company } from '../company';

export const itStaffing = {
  slug: 'it-staffing',
  category: 'talent',
  menuLabel: 'IT Staffing',
  icon: 'laptop',
  title: 'IT Staffing',
  subtitle:
    'Technology talent for full-time, contract and temporary roles, recruited by specialists who understand the work.',
  summary:
    'Full-time and temporary IT professionals, from analysts and developers to architects and managers.',
  metaDescription:
    'IT staffing from Hyderabad: full-time recruiting and temporary staffing for developers, architects, analysts, QA, network and support roles.',
  enquiryName: 'IT Staffing',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Technology Hiring Without the Guesswork',
      paragraphs: [
        {
          text: `Technology teams need people who can contribute from the first sprint. ${company.name} recruits IT professionals for permanent and temporary roles, with recruiters who understand stacks, certifications and delivery models.`,
        },
        {
          text: 'Whether you are building a new product team, filling a critical gap or adding capacity for a release, we match the right skills to the right engagement model.',
        },
      ],
      art: 'recruiterShortlistingProfiles',
    },
    {
      blockType: 'cards',
      anchor: 'services',
      heading: 'What We Deliver',
      items: [
        {
          icon: 'briefcase',
          title: 'Full-Time Recruiting',
          text: 'End-to-end recruitment of permanent IT staff, from role definition to offer acceptance.',
        },
        {
          icon: 'handshake',
          title: 'Passive Candidate Relationships',
          text: 'We build lasting relationships with skilled professionals who are not actively job hunting, giving you access to talent others miss.',
        },
        {
          icon: 'hourglass',
          title: 'Temporary Staffing',
          text: 'Qualified temporary staff placed in a timely, cost-effective way, while we manage the associated risk for you.',
        },
        {
          icon: 'circle-check',
          title: 'Service Level Commitment',
          text: 'We have a track record of meeting the service level agreements we set with our clients.',
        },
      ],
    },
    {
      blockType: 'checklist',
      anchor: 'roles',
      heading: 'Roles We Fill',
      intro:
        'Our IT recruiters place professionals across the full technology lifecycle, including:',
      items: [
        { text: 'Business and systems analysts' },
        { text: 'Program directors and managers' },
        { text: 'Project and delivery managers' },
        { text: 'Enterprise and systems architects' },
        { text: 'Software engineers, developers and web developers' },
        { text: 'Database developers, administrators and analysts' },
        { text: 'QA engineers, leads and managers' },
        { text: 'Network engineers and administrators' },
        { text: 'Helpdesk technicians and support' },
        { text: 'Systems engineers and administrators' },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'process',
      eyebrow: 'Our Process',
      heading: 'From Requirement to Placement',
      items: [
        {
          title: 'Requirement Analysis',
          text: 'We agree the skills, experience, engagement model and timelines with your hiring managers.',
        },
        {
          title: 'Talent Sourcing',
          text: 'We search our database, professional networks and passive-candidate relationships.',
        },
        {
          title: 'Technical Screening',
          text: 'Candidates are assessed on technical skills, project experience and communication.',
        },
        {
          title: 'Client Interviews',
          text: 'We schedule interviews, gather feedback from both sides and manage the offer.',
        },
        {
          title: 'Onboarding and Follow-up',
          text: 'We support joining formalities and check in after placement to ensure a good fit.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Build Your Technology Team',
    text: 'Tell us which IT roles you need to fill and how quickly, and we will plan the search with you.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'View Careers', href: '/careers' },
  },
} as const satisfies ServicePage;
