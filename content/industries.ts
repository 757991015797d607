import { company } from './company';
import type { CallToAction, Group, IconCard, IconName } from './types';

type IndustriesContent = {
  hero: { badge: string; heading: string; subtext: string; artLabel: string };
  overview: {
    eyebrow: string;
    heading: string;
    paragraphs: readonly string[];
    groups: readonly Group[];
  };
  sectors: { eyebrow: string; heading: string; intro: string };
  industries: IconCard[];
  cta: CallToAction;
};

/** An industry the firm recruits for (a record of cms/collections/industries.ts). */
export type Industry = { slug: string; name: string; icon: IconName; text: string };

/**
 * The seed of the industries, in their order: the cards of /industries, its hero's picture and
 * the industry a case study names.
 */
export const seedIndustries: readonly Industry[] = [
  {
    slug: 'automobile',
    icon: 'car',
    name: 'Automobile',
    text: 'Engineering, production, quality, supply-chain and dealership roles for manufacturers, component suppliers and automotive retail networks.',
  },
  {
    slug: 'banking-insurance',
    icon: 'landmark',
    name: 'Banking & Insurance',
    text: 'Relationship managers, credit, risk, compliance, operations and sales professionals for banks, financial services firms and insurers.',
  },
  {
    slug: 'construction-engineering',
    icon: 'construction',
    name: 'Construction Engineering',
    text: 'Project managers, site and civil engineers, planners, quantity surveyors and safety officers for construction and infrastructure projects.',
  },
  {
    slug: 'education-academic',
    icon: 'graduation-cap',
    name: 'Education / Academic',
    text: 'Teachers, principals, heads of department and professors, plus non-teaching staff such as PTI, administration, finance and HR, for schools, colleges and universities.',
  },
  {
    slug: 'fmcg-retail',
    icon: 'shopping-cart',
    name: 'FMCG & Retail',
    text: 'Sales, distribution, category, merchandising and store-operations talent for consumer goods companies and retail chains.',
  },
  {
    slug: 'manufacturing',
    icon: 'factory',
    name: 'Manufacturing',
    text: 'Plant leadership, production, maintenance, quality and process engineering roles that keep manufacturing operations efficient and safe.',
  },
  {
    slug: 'healthcare',
    icon: 'hospital',
    name: 'Healthcare',
    text: 'Hospital administrators, clinical and nursing leaders, and support functions for hospitals, clinics and healthcare providers.',
  },
  {
    slug: 'information-technology',
    icon: 'laptop',
    name: 'Information Technology',
    text: 'Developers, architects, testers, cloud and data specialists, and technology leaders for IT and IT-enabled services companies.',
  },
  {
    slug: 'oil-gas',
    icon: 'fuel',
    name: 'Oil & Gas',
    text: 'Engineers, technical specialists, HSE professionals and project leaders for energy, exploration and processing operations.',
  },
  {
    slug: 'telecom',
    icon: 'radio-tower',
    name: 'Telecom',
    text: 'Network engineers, RF and infrastructure specialists, and sales and service professionals for telecom operators and their partners.',
  },
];

/** An industry as its card on /industries shows it. */
export const industryCard = ({ icon, name, text }: Industry): IconCard => ({
  icon,
  title: name,
  text,
});

const sectorCards = seedIndustries.map(industryCard);

/** Copy for /industries: sections hero, overview, industries, cta. */
export const industries: IndustriesContent = {
  hero: {
    badge: 'Industries',
    heading: 'Industries We Serve',
    subtext:
      'Specialist recruitment and executive hiring across education, engineering, healthcare, technology and more, backed by people who understand your sector.',
    artLabel: 'Sectors we hire for',
  },

  overview: {
    eyebrow: 'Overview',
    heading: 'Executive Hiring Across Sectors',
    paragraphs: [
      `${company.name} provides executive hiring and specialist recruitment for organisations whose success depends on the quality of their leaders and professionals. We learn how each sector works, what its roles demand and what good looks like, so that every shortlist we present is relevant.`,
      'In education, we recruit for schools, colleges and universities, covering both teaching and non-teaching positions. Beyond education, we hire for automobile, construction and engineering, healthcare, and IT and IT-enabled services organisations, from senior leadership to the specialist roles that keep operations running.',
    ],
    groups: [
      {
        title: 'Education: Teaching Roles',
        icon: 'graduation-cap',
        items: ['Teachers', 'Principals', 'Heads of Department', 'Professors'],
      },
      {
        title: 'Education: Non-Teaching Roles',
        icon: 'school',
        items: ['PTI (Physical Training Instructors)', 'Administration', 'Finance', 'HR'],
      },
      {
        title: 'Industry Sectors',
        icon: 'building-2',
        items: [
          'Automobile',
          'Construction and Engineering',
          'Healthcare',
          'IT and IT-Enabled Services',
        ],
      },
    ],
  },

  sectors: {
    eyebrow: 'Sectors',
    heading: `${sectorCards.length} Sectors, One Standard of Hiring`,
    intro:
      'Each sector has its own roles, regulations and talent market. Our recruiters bring that context to every search.',
  },

  industries: sectorCards,

  cta: {
    heading: 'Looking for Talent in Your Industry?',
    text: 'Tell us about the roles you need to fill. Our recruiters will come back to you with a clear plan and a shortlist of relevant candidates.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Our Services', href: '/services' },
  },
};
