import type { ServicePage } from '../types';
import { company } from '../company';

export const applicationSupport = {
  slug: 'application-support',
  category: 'technology',
  menuLabel: 'Application Support',
  icon: 'toolbox',
  title: 'Application Support',
  subtitle:
    'Keep your applications secure, current and running smoothly, with proactive maintenance and responsive help.',
  summary:
    'Proactive maintenance, health checks, patching, upgrades and technical support for your applications.',
  metaDescription:
    'Application support from Hyderabad: infrastructure management, monthly health checks, OS patches, yearly code upgrades and support by phone, email and chat.',
  enquiryName: 'Application Support',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Support That Prevents Problems',
      paragraphs: [
        {
          text: `Applications need care long after launch. ${company.name} looks after the infrastructure, the code and the people who use it, so issues are caught early and fixed quickly.`,
        },
        {
          text: 'Our support engagements combine scheduled maintenance with on-demand help, giving you predictable costs and dependable systems.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'services',
      format: 'feature-list',
      heading: 'What Our Support Covers',
      items: [
        {
          icon: 'network',
          title: 'Infrastructure Management',
          text: 'Servers, hosting and environments monitored and managed so your applications stay available.',
        },
        {
          icon: 'stethoscope',
          title: 'Monthly Health Checks',
          text: 'A regular review of performance, logs, storage and security, with clear recommendations.',
        },
        {
          icon: 'bandage',
          title: 'OS Patches',
          text: 'Operating system patches tested and applied to close security gaps and keep systems stable.',
        },
        {
          icon: 'circle-arrow-up',
          title: 'Yearly Code Upgrades',
          text: 'An annual upgrade of frameworks and libraries so your code base never falls behind.',
        },
        {
          icon: 'headset',
          title: 'Technical Support',
          text: 'Experienced engineers who diagnose issues, fix defects and answer user questions.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'channels',
      format: 'numbered',
      eyebrow: 'Reach us your way',
      heading: 'Support Channels',
      items: [
        {
          icon: 'phone',
          title: 'Phone',
          text: 'Speak directly to a support engineer when an issue needs immediate attention.',
        },
        {
          icon: 'mail',
          title: 'Email',
          text: 'Log detailed requests with screenshots and attachments, and track them to resolution.',
        },
        {
          icon: 'message-circle',
          title: 'Live Chat',
          text: 'Quick answers to quick questions, without leaving your screen.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Keep Your Applications Healthy',
    text: 'Tell us about your applications and we will recommend a support plan that fits.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: {
      label: 'Explore Application Development',
      href: '/services/application-development',
    },
  },
} as const satisfies ServicePage;
