import type { ServicePage } from '../types';
import { company } from '../company';

export const businessExcellence = {
  slug: 'business-excellence',
  category: 'consulting',
  menuLabel: 'Business Excellence',
  icon: 'trophy',
  title: 'Business Excellence',
  subtitle:
    'Strategic consulting that sharpens your plans, streamlines your processes and helps your organisation perform at its best.',
  summary:
    'Consulting in strategy, process optimisation, organisational transformation and performance analytics.',
  metaDescription:
    'Business excellence consulting in Hyderabad: strategic planning and execution, process optimisation, organisational transformation and analytics.',
  enquiryName: 'Business Excellence',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Strategy That Reaches the Front Line',
      paragraphs: [
        {
          text: `Good strategy only matters when it changes how work gets done. ${company.name} works alongside your leadership team to set clear priorities, redesign the processes behind them and build the habits that sustain results.`,
        },
        {
          text: 'Our consultants bring structured methods and practical experience across industries, with a focus on outcomes you can measure.',
        },
      ],
      art: 'consultantWithClientTeam',
    },
    {
      blockType: 'cards',
      anchor: 'pillars',
      format: 'feature-list',
      eyebrow: 'What we do',
      heading: 'Four Pillars of Excellence',
      items: [
        {
          icon: 'compass',
          title: 'Strategic Planning and Execution',
          text: 'Clear goals, aligned initiatives and disciplined follow-through from boardroom to team level.',
        },
        {
          icon: 'refresh-cw',
          title: 'Business Process Optimization',
          text: 'Streamlined workflows that remove waste, reduce delays and lower operating costs.',
        },
        {
          icon: 'workflow',
          title: 'Organizational Transformation',
          text: 'Structures, roles and change programmes that help your organisation adapt and grow.',
        },
        {
          icon: 'chart-column',
          title: 'Performance Analytics',
          text: 'Dashboards and KPIs that show how the business is performing and where to act next.',
        },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'approach',
      heading: 'Our Consulting Approach',
      items: [
        {
          title: 'Assess',
          text: 'We review your strategy, processes, people and data to establish a clear baseline.',
        },
        {
          title: 'Design',
          text: 'Together we define priorities, target processes and the measures of success.',
        },
        {
          title: 'Implement',
          text: 'We support your teams through change, with hands-on help and regular reviews.',
        },
        {
          title: 'Sustain',
          text: 'Performance tracking and capability building keep improvements in place.',
        },
      ],
    },
    {
      blockType: 'checklist',
      anchor: 'outcomes',
      heading: 'What You Can Expect',
      items: [
        { text: 'A shared, practical strategy your teams understand' },
        { text: 'Simpler processes with clear ownership' },
        { text: 'Leaders equipped to drive change' },
        { text: 'Decisions based on reliable performance data' },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Transform Your Business?',
    text: 'Start with a conversation about your goals and the obstacles in your way.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'About Us', href: '/about' },
  },
} as const satisfies ServicePage;
