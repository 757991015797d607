import { company } from './company';
import type { CallToAction, Card } from './types';

type CareersContent = {
  hero: { badge: string; heading: string; subtext: string };
  /** The hero's picture of the board: its caption and its count of recent openings. */
  openRoles: {
    label: string;
    newThisWeek: (count: number) => string;
    elsewhere: (places: number) => string;
  };
  benefitsHeading: { heading: string; subheading: string };
  benefits: readonly Card[];
  positions: { heading: string; intro: string };
  cta: CallToAction;
  jobGone: {
    eyebrow: string;
    heading: string;
    text: string;
    action: { label: string; href: string };
  };
};

/** Copy for /careers: sections hero, benefits, positions, cta. */
export const careers: CareersContent = {
  hero: {
    badge: 'Careers',
    heading: 'Build Your Career With Us',
    subtext: `Join ${company.name} and work with organisations across industries on staffing, consulting and technology projects that make a real difference.`,
  },

  openRoles: {
    label: 'Open roles right now',
    newThisWeek: (count) => `${count} new this week`,
    elsewhere: (places) => (places === 1 ? '1 other place' : `${places} other places`),
  },

  benefitsHeading: {
    heading: 'Why Work With Us',
    subheading: 'A Place to Learn, Contribute and Grow',
  },

  benefits: [
    {
      icon: 'earth',
      title: 'Global Impact',
      text: 'Work on assignments for clients across many industries and help organisations find the people and solutions that move them forward.',
    },
    {
      icon: 'book-open',
      title: 'Growth & Learning',
      text: 'Build your skills through hands-on projects, mentoring from experienced colleagues and access to our training programmes.',
    },
    {
      icon: 'users',
      title: 'Diversity & Inclusion',
      text: 'We welcome people of every background and believe that different perspectives lead to better decisions for our clients and our team.',
    },
    {
      icon: 'lightbulb',
      title: 'Innovation',
      text: 'Bring your ideas. We encourage new approaches, from AI-assisted tools to smarter processes, and give you room to try them.',
    },
  ],

  positions: {
    heading: 'Open Positions',
    intro:
      'Browse our current openings below. Use the search and filters to find roles that match your skills, then select Apply Now to send your application.',
  },

  cta: {
    heading: "Don't See the Right Role?",
    text: `We are always glad to hear from talented people. Send your CV to ${company.careersEmail} or get in touch through our contact page, and we will reach out when a suitable opportunity opens.`,
    primary: { label: 'Contact Us', href: '/contact' },
    secondary: { label: 'About Us', href: '/about' },
  },

  jobGone: {
    eyebrow: '404',
    heading: 'This Position Is No Longer Open',
    text: 'The job you are looking for has been filled or removed. Other openings may suit you.',
    action: { label: 'See open positions', href: '/careers#positions' },
  },
};
