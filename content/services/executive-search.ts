import type { ServicePage } from '../types';
import { company } from '../company';

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
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Leadership Hiring With Care',
      paragraphs: [
        {
          text: `A senior appointment affects strategy, culture and results for years. ${company.name} runs every executive search as a confidential partnership, starting with a clear view of what success in the role looks like.`,
        },
        {
          text: 'We map the market, approach leaders directly, assess them in depth and support both sides through offer and transition, so the right person joins and stays.',
        },
      ],
      art: 'searchAcrossLeaders',
    },
    {
      blockType: 'cards',
      anchor: 'benefits',
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
      blockType: 'groups',
      anchor: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'What We Bring to Every Search',
      items: [
        {
          title: 'Leadership Assessment',
          icon: 'brain',
          entries: [
            { text: 'Competency-based interviews' },
            { text: 'Leadership style evaluation' },
            { text: 'Psychometric profiling' },
            { text: 'Thorough referencing' },
          ],
        },
        {
          title: 'Industry Knowledge',
          icon: 'chart-column',
          entries: [
            { text: 'Sector and market mapping' },
            { text: 'Competitor talent insight' },
            { text: 'Compensation benchmarking' },
            { text: 'Regulatory and business context' },
          ],
        },
        {
          title: 'Executive Network',
          icon: 'globe',
          entries: [
            { text: 'Direct approach to passive leaders' },
            { text: 'Board and CXO-level contacts' },
            { text: 'Cross-industry relationships' },
            { text: 'Confidential outreach' },
          ],
        },
        {
          title: 'Search Process',
          icon: 'compass',
          entries: [
            { text: 'Role and success-profile definition' },
            { text: 'Longlist and shortlist reporting' },
            { text: 'Interview coordination' },
            { text: 'Offer and transition support' },
          ],
        },
      ],
    },
    {
      blockType: 'checklist',
      anchor: 'roles',
      heading: 'Leadership Roles We Search For',
      items: [
        { text: 'Chief executives and managing directors' },
        { text: 'CFO, CTO, CHRO and other CXO roles' },
        { text: 'Vice presidents and business unit heads' },
        { text: 'Directors and general managers' },
        { text: 'Principals and heads of academic institutions' },
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
