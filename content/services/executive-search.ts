import type { ServicePage } from '../types';
import { company } from '../company';
import { searchAcrossLeaders } from '../people-art';

export const executiveSearch = {
  slug: 'executive-search',
  category: 'talent',
  menuLabel: 'Executive Search',
  icon: 'target',
  title: 'Executive Search',
  subtitle:
    'Discreet, research-led search for the leaders who will set your direction and build your next chapter.',
  summary:
    'Confidential search for senior leaders, assessed for capability, judgement and cultural fit.',
  metaDescription:
    'Executive search in Hyderabad: confidential, research-led hiring of senior leaders backed by industry expertise, an executive network and a proven process.',
  enquiryName: 'Executive Search',
  blocks: [
    {
      kind: 'prose',
      id: 'overview',
      heading: 'Leadership Hiring With Care',
      paragraphs: [
        `A senior appointment affects strategy, culture and results for years. ${company.name} runs every executive search as a confidential partnership, starting with a clear view of what success in the role looks like.`,
        'We map the market, approach leaders directly, assess them in depth and support both sides through offer and transition, so the right person joins and stays.',
      ],
      art: searchAcrossLeaders,
    },
    {
      kind: 'cards',
      id: 'benefits',
      format: 'feature-list',
      heading: 'Why Our Search Works',
      items: [
        {
          icon: 'factory',
          title: 'Industry Expertise',
          text: 'Consultants who know your sector, its leaders and the challenges they face.',
        },
        {
          icon: 'globe',
          title: 'Executive Network',
          text: 'Long-standing relationships with senior professionals who are rarely on the open market.',
        },
        {
          icon: 'list-checks',
          title: 'Proven Process',
          text: 'A structured, milestone-based search with clear reporting at every stage.',
        },
        {
          icon: 'target',
          title: 'Perfect Fit',
          text: 'We assess values and leadership style as carefully as track record.',
        },
      ],
    },
    {
      kind: 'groups',
      id: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'What We Bring to Every Search',
      items: [
        {
          title: 'Leadership Assessment',
          icon: 'brain',
          items: [
            'Competency-based interviews',
            'Leadership style evaluation',
            'Psychometric profiling',
            'Thorough referencing',
          ],
        },
        {
          title: 'Industry Knowledge',
          icon: 'chart-column',
          items: [
            'Sector and market mapping',
            'Competitor talent insight',
            'Compensation benchmarking',
            'Regulatory and business context',
          ],
        },
        {
          title: 'Executive Network',
          icon: 'globe',
          items: [
            'Direct approach to passive leaders',
            'Board and CXO-level contacts',
            'Cross-industry relationships',
            'Confidential outreach',
          ],
        },
        {
          title: 'Search Process',
          icon: 'compass',
          items: [
            'Role and success-profile definition',
            'Longlist and shortlist reporting',
            'Interview coordination',
            'Offer and transition support',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'roles',
      heading: 'Leadership Roles We Search For',
      items: [
        'Chief executives and managing directors',
        'CFO, CTO, CHRO and other CXO roles',
        'Vice presidents and business unit heads',
        'Directors and general managers',
        'Principals and heads of academic institutions',
      ],
    },
  ],
  cta: {
    heading: 'Looking for Your Next Leader?',
    text: 'Start a confidential conversation with our executive search team.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Industries We Serve', href: '/industries' },
  },
} as const satisfies ServicePage;
