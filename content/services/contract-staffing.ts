import type { ServicePage } from '../types';
import { company } from '../company';
import { staffingWhyChoose } from './shared';

export const contractStaffing = {
  slug: 'contract-staffing',
  category: 'talent',
  menuLabel: 'Contract Staffing',
  icon: 'file-text',
  title: 'Contract Staffing',
  subtitle:
    'Skilled professionals on flexible terms, for projects, seasonal peaks and cover, without adding permanent headcount.',
  summary:
    'Flexible contract and temporary professionals who are ready to contribute from day one.',
  metaDescription:
    'Contract and temporary staffing from Hyderabad: pre-screened professionals for projects and peaks, with flexible terms and payroll handled for you.',
  enquiryName: 'Contract Staffing',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Flexible Talent, When You Need It',
      paragraphs: [
        {
          text: `Demand rarely arrives in neat, predictable steps. ${company.name} supplies contract and temporary professionals who can join quickly, deliver against a defined scope and scale up or down as your plans change.`,
        },
        {
          text: 'We take care of sourcing, screening, contracts and payroll, so you get the capacity you need while your team stays focused on the work itself.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'benefits',
      format: 'feature-list',
      heading: 'Benefits of Contract Staffing',
      items: [
        {
          icon: 'sliders-horizontal',
          title: 'Flexibility',
          text: 'Scale your workforce up or down with project timelines and seasonal demand.',
        },
        {
          icon: 'rocket',
          title: 'Speed to Deploy',
          text: 'Pre-screened professionals can join within short notice to keep projects on track.',
        },
        {
          icon: 'trending-down',
          title: 'Controlled Costs',
          text: 'Pay only for the skills and duration you need, with no long-term overheads.',
        },
        {
          icon: 'puzzle',
          title: 'Specialist Skills',
          text: 'Bring in niche expertise for a defined scope without a permanent hire.',
        },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'approach',
      eyebrow: 'Our approach',
      heading: 'How We Deliver Contract Talent',
      items: [
        {
          title: 'Understand the Requirement',
          text: 'We define skills, duration, location and budget with you before we begin sourcing.',
        },
        {
          title: 'Source and Screen',
          text: 'We shortlist from our talent pool and networks, then assess each candidate against the brief.',
        },
        {
          title: 'Deploy and Administer',
          text: 'We manage contracts, documentation, payroll and statutory compliance for every contractor.',
        },
        {
          title: 'Review and Support',
          text: 'Regular check-ins with you and the contractor keep performance and engagement on track.',
        },
      ],
    },
    {
      blockType: 'prose',
      anchor: 'culture',
      heading: 'Contractors Who Fit Your Culture',
      paragraphs: [
        {
          text: 'A contractor works inside your team, not beside it. We look beyond the skills list to working style, communication and values, so the people we place settle in quickly and collaborate well with your permanent staff.',
        },
        {
          text: 'We also look after our contractors: clear terms, timely pay and a consultant they can reach. Engaged contractors do better work, and that shows in your results.',
        },
      ],
      art: 'colleaguesAtSharedDesk',
    },
  ],
  whyChoose: staffingWhyChoose,
  cta: {
    heading: 'Need Skilled People, Fast?',
    text: 'Share your project requirements and we will line up suitable contract professionals.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Permanent Staffing', href: '/services/permanent-staffing' },
  },
} as const satisfies ServicePage;
