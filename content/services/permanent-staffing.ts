import type { ServicePage } from '../types';
import { company } from '../company';
import { staffingWhyChoose } from './shared';

export const permanentStaffing = {
  slug: 'permanent-staffing',
  category: 'talent',
  menuLabel: 'Permanent Staffing',
  icon: 'handshake',
  title: 'Permanent Staffing',
  subtitle:
    'Hire people who stay and grow with you. We find, assess and place permanent talent across IT and non-IT roles.',
  summary: 'Full-time hiring through a single-window process, from resume screening to onboarding.',
  metaDescription:
    'Permanent staffing in Hyderabad: rigorous assessment, expert screening and a single-window process from resume processing to onboarding.',
  enquiryName: 'Permanent Staffing',
  blocks: [
    {
      blockType: 'cards',
      anchor: 'offerings',
      format: 'feature-list',
      eyebrow: 'What we offer',
      heading: 'Our Staffing Offerings',
      items: [
        {
          icon: 'handshake',
          title: 'Permanent Staffing',
          text: 'Full-time hires screened for skills, attitude and long-term fit with your organisation.',
        },
        {
          icon: 'file-text',
          title: 'Contract/Temp Staffing',
          text: 'Skilled professionals for projects, peaks and cover, on terms that flex with demand.',
        },
        {
          icon: 'laptop',
          title: 'IT Staffing',
          text: 'Developers, architects, testers and IT managers recruited by specialists who speak their language.',
        },
        {
          icon: 'target',
          title: 'Executive Search',
          text: 'Discreet, research-led search for senior leaders and board-level appointments.',
        },
        {
          icon: 'receipt',
          title: 'Payroll Services',
          text: 'Accurate, compliant payroll run for your employees so your team can focus on the business.',
        },
      ],
    },
    {
      blockType: 'prose',
      anchor: 'about',
      heading: 'Permanent Hiring, Done Properly',
      paragraphs: [
        {
          text: `A permanent hire shapes your team for years. ${company.name} treats every mandate that way: we take time to understand the role, the team it sits in and the culture around it before we search.`,
        },
        {
          text: 'Our recruiters combine a deep talent pool with targeted sourcing, structured assessment and candid feedback, so you meet fewer candidates and choose between better ones. From entry-level roles to specialist and managerial positions, we manage the process end to end.',
        },
      ],
      art: 'recruiterReviewingCandidates',
    },
    {
      blockType: 'cards',
      anchor: 'benefits',
      format: 'feature-list',
      heading: 'Benefits for Your Organisation',
      items: [
        {
          icon: 'trending-up',
          title: 'Lower Attrition',
          text: 'Candidates are matched on motivation and culture as well as skills, so they are more likely to stay.',
        },
        {
          icon: 'timer',
          title: 'Time Saved',
          text: 'We handle sourcing, screening and scheduling, freeing your managers to focus on final decisions.',
        },
        {
          icon: 'user-check',
          title: 'Access to Specialists',
          text: 'Reach experienced professionals who are not actively applying to job boards.',
        },
        {
          icon: 'shield-check',
          title: 'Reduced Hiring Risk',
          text: 'Verified credentials and thorough reference checks protect you from costly mis-hires.',
        },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'process',
      eyebrow: 'Single-window process',
      heading: 'One Point of Contact, Four Steps',
      intro:
        'One dedicated consultant manages your requirement from the first resume to the first day.',
      items: [
        {
          title: 'Resume Processing',
          text: 'We source and shortlist resumes against a clear brief agreed with you.',
        },
        {
          title: 'Assessment',
          text: 'Candidates are interviewed and tested for technical skills, communication and fit.',
        },
        {
          title: 'Negotiation',
          text: 'We align salary, notice period and joining date so offers are accepted.',
        },
        {
          title: 'Onboarding',
          text: 'We stay in touch through joining and the first weeks to ensure a smooth start.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'approach',
      format: 'numbered',
      heading: 'How We Find the Right People',
      items: [
        {
          icon: 'clipboard-check',
          title: 'Rigorous Assessment',
          text: 'Structured interviews and skill tests give you objective evidence, not just a resume.',
        },
        {
          icon: 'brain',
          title: 'Deep Understanding',
          text: 'We learn your business, team and culture before we start searching.',
        },
        {
          icon: 'compass',
          title: 'Strategic Sourcing',
          text: 'Job boards, referrals, professional networks and direct approach, chosen to suit each role.',
        },
        {
          icon: 'search',
          title: 'Expert Screening',
          text: 'Experienced recruiters verify skills, experience and credentials at every stage.',
        },
        {
          icon: 'users',
          title: 'Rich Talent Pool',
          text: 'A growing database of pre-qualified professionals across industries and levels.',
        },
      ],
    },
  ],
  whyChoose: staffingWhyChoose,
  cta: {
    heading: 'Ready to Build Your Permanent Team?',
    text: 'Tell us about the roles you need to fill and we will propose a hiring plan that fits your timelines.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore All Services', href: '/services' },
  },
} as const satisfies ServicePage;
