import type { ServicePage } from '../types';
import { company } from '../company';

type WhyChoose = NonNullable<ServicePage['whyChoose']>;

/** The staffing 'Why choose us' block, shared by Permanent Staffing and Contract Staffing. */
export const staffingWhyChoose = {
  heading: `Why Choose ${company.name}`,
  intro:
    'A staffing partner should save you time, protect your standards and fit your budget. Here is how we do that.',
  items: [
    {
      icon: 'factory',
      title: 'Industry Expertise',
      text: 'Our recruiters specialise by sector, so they understand your roles, your vocabulary and the skills that matter.',
    },
    {
      icon: 'search',
      title: 'Quality Screening',
      text: 'Every candidate is interviewed, assessed and reference-checked before a profile reaches your desk.',
    },
    {
      icon: 'zap',
      title: 'Fast Turnaround',
      text: 'A ready talent pool and a disciplined process mean shortlists in days, not weeks.',
    },
    {
      icon: 'wallet',
      title: 'Cost-Effective',
      text: 'Transparent fees and fewer mis-hires keep your total cost of recruitment firmly under control.',
    },
  ],
} as const satisfies WhyChoose;
