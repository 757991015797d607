import type { ServicePage } from '../types';
import { company } from '../company';

export const roboticsProcessAutomation = {
  slug: 'robotics-process-automation',
  category: 'training',
  menuLabel: 'Process Automation',
  icon: 'cog',
  title: 'Robotic Process Automation',
  subtitle:
    'Automate repetitive tasks to improve efficiency and cut operational costs, and train your teams to build and run the bots.',
  summary:
    'RPA training and automation delivery across UI, desktop and web, on the leading platforms.',
  metaDescription:
    'RPA training and automation from Hyderabad: UI, desktop and web automation on UiPath, Automation Anywhere, Blue Prism and Microsoft Power Automate.',
  enquiryName: 'Robotic Process Automation',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Let Software Robots Do the Routine Work',
      paragraphs: [
        {
          text: `Data entry, report generation and system-to-system copying consume hours that your people could spend on higher-value work. ${company.name} trains teams to automate these tasks and delivers automation projects end to end.`,
        },
        {
          text: 'Our programmes combine process analysis, bot development and governance, so automations are reliable, secure and easy to maintain.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'automation-types',
      format: 'feature-list',
      heading: 'Types of Automation',
      items: [
        {
          icon: 'mouse-pointer-click',
          title: 'UI Automation',
          text: 'Bots that interact with application screens just as a user would: clicking, typing and reading values.',
        },
        {
          icon: 'monitor',
          title: 'Desktop Automation',
          text: 'Automate work across desktop applications, spreadsheets, files and folders.',
        },
        {
          icon: 'globe',
          title: 'Web Automation',
          text: 'Extract data, fill forms and run workflows across web portals and browser-based systems.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'tools',
      format: 'feature-list',
      eyebrow: 'Platforms',
      heading: 'Automation Tools We Teach and Use',
      items: [
        {
          icon: 'workflow',
          title: 'UiPath',
          text: 'A widely adopted platform for building and managing software robots.',
          bullets: [
            { text: 'Visual workflow design in Studio' },
            { text: 'Attended and unattended robots' },
            { text: 'Central orchestration and scheduling' },
          ],
        },
        {
          icon: 'workflow',
          title: 'Automation Anywhere',
          text: 'A cloud-native platform for enterprise-scale automation.',
          bullets: [
            { text: 'Drag-and-drop bot building' },
            { text: 'Web-based control room' },
            { text: 'Document automation' },
          ],
        },
        {
          icon: 'workflow',
          title: 'Blue Prism',
          text: 'An enterprise platform built around a governed digital workforce.',
          bullets: [
            { text: 'Reusable process and object design' },
            { text: 'Centralised control and audit' },
            { text: 'Strong security and governance' },
          ],
        },
        {
          icon: 'workflow',
          title: 'Microsoft Power Automate',
          text: 'Low-code automation closely integrated with Microsoft 365.',
          bullets: [
            { text: 'Cloud and desktop flows' },
            { text: 'Extensive library of connectors' },
            { text: 'AI Builder for intelligent steps' },
          ],
        },
      ],
    },
    {
      blockType: 'checklist',
      anchor: 'benefits',
      heading: 'What Automation Delivers',
      items: [
        { text: 'Faster processing of high-volume, rule-based tasks' },
        { text: 'Fewer manual errors and consistent output' },
        { text: 'Lower operational costs' },
        { text: 'Round-the-clock execution without extra staff' },
        { text: 'Teams freed for analysis, customers and improvement' },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Automate?',
    text: 'Talk to us about RPA training for your team or an automation project for your processes.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: {
      label: 'Explore Artificial Intelligence',
      href: '/services/artificial-intelligence',
    },
  },
} as const satisfies ServicePage;
