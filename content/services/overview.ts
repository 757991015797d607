import { company } from '../company';
import type { CallToAction } from '../types';

export type ServicesOverview = {
  /** `artLabel` captions the hero's board of the services per kind. */
  hero: { badge: string; heading: string; subtext: string; artLabel: string };
  catalogue: {
    eyebrow: string;
    heading: string;
    intro: string;
    tabsLabel: string;
    featuredLabel: string;
    exploreLabel: string;
  };
  cta: CallToAction;
  /** Buttons in the hero of every service page. */
  detailHero: { enquire: string; allInCategory: (category: string) => string };
  /** Eyebrow of the 'Why choose' section of a service page. */
  whyChooseEyebrow: string;
};

/** Copy for /services: sections hero, services, cta. */
export const servicesOverview: ServicesOverview = {
  hero: {
    badge: 'Our Services',
    heading: 'People, Technology and Strategy, from One Partner',
    subtext: `${company.name} brings talent solutions, technology services, training and consulting under one roof, so you can start with one need and grow the relationship as your business grows.`,
    artLabel: 'Services under one roof',
  },
  catalogue: {
    eyebrow: 'What We Do',
    heading: 'Explore Our Services',
    intro:
      'Choose a category to see the services in it. Every service has its own page with the details, the process and how to get started.',
    tabsLabel: 'Service categories',
    featuredLabel: 'Featured service',
    exploreLabel: 'Explore',
  },
  cta: {
    heading: 'Not Sure Where to Start?',
    text: 'Tell us what you are trying to achieve. We will recommend the right mix of people, technology and advice, with no obligation.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'About Us', href: '/about' },
  },
  detailHero: { enquire: 'Enquiry Now', allInCategory: (category) => `All ${category}` },
  whyChooseEyebrow: 'Why choose us',
};
