import { company } from './company';
import type { Card, Group, IconCard } from './types';

export type AboutContent = {
  hero: { badge: string; headline: string; subline: string };
  story: {
    eyebrow: string;
    heading: string;
    paragraphs: readonly string[];
    closing: { heading: string; button: { label: string; href: string } };
  };
  values: {
    heading: string;
    subheading: string;
    items: IconCard[];
  };
  expertise: {
    heading: string;
    intro: string;
    lists: readonly Group[];
    cards: readonly Card[];
  };
};

/** Copy for /about: sections hero, about, values, expertise. */
export const about: AboutContent = {
  hero: {
    badge: 'About',
    headline: 'Business Applications and Solutions, Delivered Client First',
    subline: `${company.name} helps organisations grow, innovate and lead through strategic consulting, the right people and technology that works.`,
  },

  story: {
    eyebrow: 'Who We Are',
    heading: 'A Client-First Consulting Partner',
    paragraphs: [
      `${company.name} is a consulting services firm specialising in business applications and solutions. From our base in ${company.address.locality}, we work with organisations of every size to solve practical business problems, whether that means finding the right people, sharpening a strategy or building the systems that run day-to-day operations.`,
      'Our practice is client first. Every engagement starts with listening: we take the time to understand your goals, your constraints and the way your teams work, and only then recommend an approach. We measure our success by the outcomes our clients achieve, not by the volume of work we deliver.',
      'We bring five capabilities under one roof: permanent, contract and IT staffing; business and digital consulting; technology services from application development to support; training that builds lasting skills; and HR software products that bring structure to people processes. Because these services share one team and one standard of quality, clients can start with one need and extend the relationship as they grow.',
      `Based in ${company.address.locality}, ${company.address.region}, we combine deep knowledge of the Indian talent market with experience across a wide range of industries. Our mission is simple: ${company.mission.charAt(0).toLowerCase()}${company.mission.slice(1)}`,
    ],
    closing: {
      heading: 'Ready to Transform Your Business?',
      button: { label: 'Explore Our Services', href: '/services' },
    },
  },

  values: {
    heading: 'Our Core Values',
    subheading: 'The Principles That Guide Us',
    items: [
      {
        icon: 'users',
        title: 'Client First',
        text: 'We start from your goals and stay accountable for results. Clear communication, honest advice and a single point of contact are how we earn long-term trust.',
      },
      {
        icon: 'lightbulb',
        title: 'Innovation',
        text: 'We look for better ways of working, from AI-assisted tools to automation, and apply new ideas only where they add measurable value for our clients.',
      },
      {
        icon: 'shield',
        title: 'Integrity',
        text: 'We are transparent about what we can deliver, handle client and candidate information with care, and keep our commitments.',
      },
      {
        icon: 'award',
        title: 'Excellence',
        text: 'We hold every placement, project and training programme to a high standard, and we keep improving how we work.',
      },
    ],
  },

  expertise: {
    heading: 'Diverse Industry Experience',
    intro:
      'Our teams combine talent, technology and consulting expertise, so we can support an organisation across the whole journey: from building the team, to shaping the strategy, to delivering the systems.',
    lists: [
      {
        title: 'Talent Model',
        icon: 'users',
        items: ['Permanent Staffing', 'Contract/Temp Staffing', 'IT Staffing'],
      },
      {
        title: 'Technology Models',
        icon: 'laptop',
        items: ['Application Development', 'Application Support', 'Digital Marketing'],
      },
      {
        title: 'Consulting Services',
        icon: 'award',
        items: ['Business Strategy', 'Process Optimization', 'Digital Strategy'],
      },
    ],
    cards: [
      {
        icon: 'bot',
        title: 'Artificial Intelligence',
        text: 'Transforming business operations and decision-making with practical AI: smarter insights, faster decisions and tools that fit the way your teams already work.',
      },
      {
        icon: 'cog',
        title: 'Robotics Process Automation',
        text: 'Automating repetitive, rules-based tasks to improve efficiency, reduce errors and cut operational costs, so your people can focus on higher-value work.',
      },
    ],
  },
};
