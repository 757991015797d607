import type { ServicePage } from '../types';
import { company } from '../company';

export const digitalMarketing = {
  slug: 'digital-marketing',
  category: 'technology',
  menuLabel: 'Digital Marketing',
  icon: 'megaphone',
  title: 'Digital Marketing',
  subtitle:
    'Data-driven marketing that brings the right visitors, converts them into customers and shows a clear return.',
  summary:
    'Full-service digital marketing, from website design and SEO to paid media and reputation management.',
  metaDescription:
    'Digital marketing from Hyderabad: website design, SEO, social media, PPC, email, content marketing and reputation management, measured against clear goals.',
  enquiryName: 'Digital Marketing',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Marketing You Can Measure',
      paragraphs: [
        {
          text: `${company.name} plans and runs digital campaigns around your business goals, not vanity metrics. Every channel we use is tracked, reported and tuned for results.`,
        },
        {
          text: 'Whether you need a new website, more qualified leads or a stronger brand online, we bring strategy, creative and analytics together in one team.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'channels',
      format: 'feature-list',
      heading: 'Our Digital Marketing Services',
      items: [
        {
          icon: 'monitor',
          title: 'Website Design',
          text: 'Fast, mobile-friendly websites designed to turn visitors into enquiries.',
        },
        {
          icon: 'search',
          title: 'Search Engine Optimisation (SEO)',
          text: 'Technical, on-page and local SEO that lifts your organic rankings.',
        },
        {
          icon: 'share-2',
          title: 'Social Media Marketing',
          text: 'Content and campaigns that build communities on the platforms your audience uses.',
        },
        {
          icon: 'mouse-pointer-click',
          title: 'Pay Per Click',
          text: 'Search and social ads managed tightly for cost per lead and return on spend.',
        },
        {
          icon: 'mail',
          title: 'Email Marketing',
          text: 'Segmented campaigns and automated journeys that nurture leads and customers.',
        },
        {
          icon: 'image',
          title: 'Display Marketing',
          text: 'Targeted banner and video ads that build awareness and bring visitors back.',
        },
        {
          icon: 'badge-percent',
          title: 'Affiliate Marketing',
          text: 'Partner programmes that reward results and widen your reach.',
        },
        {
          icon: 'pen-line',
          title: 'Content Marketing',
          text: 'Articles, guides and videos that answer buyer questions and earn trust.',
        },
        {
          icon: 'link',
          title: 'Link Building',
          text: 'Quality links from relevant sites that strengthen your domain authority.',
        },
        {
          icon: 'star',
          title: 'Online Reputation Management',
          text: 'Monitoring and responding to reviews and mentions to protect your brand.',
        },
      ],
    },
    {
      blockType: 'stats',
      anchor: 'results',
      eyebrow: 'Performance',
      heading: 'Results We Deliver',
      intro: 'Improvements achieved through our integrated digital marketing campaigns:',
      items: [
        { value: '+150%', label: 'Website traffic' },
        { value: '+80%', label: 'Conversion rate' },
        { value: '+200%', label: 'Social engagement' },
        { value: '3.5x', label: 'Return on investment' },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'approach',
      heading: 'How We Work',
      items: [
        {
          title: 'Audit',
          text: 'We review your website, channels, competitors and analytics to find the biggest opportunities.',
        },
        {
          title: 'Strategy',
          text: 'We set goals, budgets and a channel mix tailored to your audience.',
        },
        {
          title: 'Execution',
          text: 'Our specialists launch campaigns, content and optimisations on an agreed calendar.',
        },
        {
          title: 'Reporting',
          text: 'Clear monthly reports show what worked, what did not and what we will do next.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Grow Your Business Online',
    text: 'Book a consultation and we will review your current digital presence and suggest where to start.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Technology Solutions', href: '/services?category=technology' },
  },
} as const satisfies ServicePage;
