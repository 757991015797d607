import type { CallToAction } from './types';

/** The fixed copy around the insights and case studies editors write (records in the CMS). */
export const insightsCopy = {
  hero: {
    badge: 'Insights',
    heading: 'Insights from Our Practices',
    subtext:
      'Notes from our staffing, payroll and technology teams in Hyderabad: what we see working for the organisations we serve, and what we would do differently.',
  },
  empty: 'New articles are on their way. Meanwhile, read how we have helped our clients.',
  feedTitle: 'Insights (RSS)',
  byline: 'By',
  cta: {
    heading: 'Want to Talk It Through?',
    text: 'Tell us what you are planning. A consultant from the practice that wrote this will come back to you within one business day.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Read Client Stories', href: '/case-studies' },
  } satisfies CallToAction,
};

export const caseStudiesCopy = {
  hero: {
    badge: 'Case Studies',
    heading: 'Client Stories',
    subtext:
      'How organisations across India staffed new teams, ran payroll on time and put their services online with us: the challenge, what we did and what changed, in figures.',
  },
  listHeading: 'Recent Work',
  empty: 'New client stories are on their way.',
  client: 'Client',
  industry: 'Industry',
  services: 'Services',
  challenge: 'The Challenge',
  approach: 'Our Approach',
  results: 'The Results',
  quote: 'In the Client’s Words',
  readMore: 'Read the story',
  strip: { eyebrow: 'Client Stories', heading: 'This Service at Work' },
  cta: {
    heading: 'Facing Something Similar?',
    text: 'Tell us about your organisation and what you need. We will come back with a plan and a realistic timeline.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Our Services', href: '/services' },
  } satisfies CallToAction,
};
