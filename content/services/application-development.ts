import type { ServicePage } from '../types';
import { company } from '../company';

export const applicationDevelopment = {
  slug: 'application-development',
  category: 'technology',
  menuLabel: 'Application Development',
  icon: 'wrench',
  title: 'Application Development',
  subtitle:
    'Web, mobile and enterprise applications designed around your users and built to scale with your business.',
  summary: 'Custom web, mobile, enterprise and API development on modern, proven technology.',
  metaDescription:
    'Custom application development in Hyderabad: web and mobile apps, enterprise solutions and APIs, built securely on modern stacks and supported after launch.',
  enquiryName: 'Application Development',
  blocks: [
    {
      blockType: 'cards',
      anchor: 'services',
      eyebrow: 'What we build',
      heading: 'Development Services',
      intro: `${company.name} takes applications from idea to production, with a team that stays accountable after go-live.`,
      items: [
        {
          icon: 'globe',
          title: 'Web Applications',
          text: 'Fast, accessible web applications and portals that work on every device.',
        },
        {
          icon: 'smartphone',
          title: 'Mobile Applications',
          text: 'Native and cross-platform apps for iOS and Android with a polished user experience.',
        },
        {
          icon: 'building-2',
          title: 'Enterprise Solutions',
          text: 'Business systems that automate workflows and integrate with the tools you already use.',
        },
        {
          icon: 'plug',
          title: 'API Development',
          text: 'Secure, well-documented APIs that connect your applications, partners and data.',
        },
      ],
    },
    {
      blockType: 'groups',
      anchor: 'technologies',
      heading: 'Technologies We Use',
      items: [
        {
          title: 'Frontend',
          icon: 'palette',
          entries: [
            { text: 'React' },
            { text: 'Next.js' },
            { text: 'Angular' },
            { text: 'TypeScript' },
          ],
        },
        {
          title: 'Backend',
          icon: 'cog',
          entries: [{ text: 'Node.js' }, { text: 'Java' }, { text: '.NET' }, { text: 'Python' }],
        },
        {
          title: 'Mobile',
          icon: 'smartphone',
          entries: [
            { text: 'React Native' },
            { text: 'Flutter' },
            { text: 'Swift' },
            { text: 'Kotlin' },
          ],
        },
        {
          title: 'Database & Cloud',
          icon: 'cloud',
          entries: [
            { text: 'PostgreSQL' },
            { text: 'MongoDB' },
            { text: 'AWS' },
            { text: 'Microsoft Azure' },
          ],
        },
      ],
    },
    {
      blockType: 'groups',
      anchor: 'capabilities',
      format: 'accordion',
      eyebrow: 'How we work',
      heading: 'Delivery Capabilities',
      items: [
        {
          title: 'Development Process',
          icon: 'refresh-cw',
          entries: [
            { text: 'Agile sprints with regular demos' },
            { text: 'Requirements and UX workshops' },
            { text: 'Automated testing' },
            { text: 'Continuous integration and delivery' },
          ],
        },
        {
          title: 'Security & Compliance',
          icon: 'lock',
          entries: [
            { text: 'Secure coding practices' },
            { text: 'Role-based access control' },
            { text: 'Data encryption' },
            { text: 'Vulnerability testing' },
          ],
        },
        {
          title: 'Support & Maintenance',
          icon: 'toolbox',
          entries: [
            { text: 'Post-launch support' },
            { text: 'Performance monitoring' },
            { text: 'Bug fixes and updates' },
            { text: 'Feature enhancements' },
          ],
        },
      ],
    },
    {
      blockType: 'stats',
      anchor: 'results',
      heading: 'Built for Satisfied Customers',
      intro: 'We measure our work by how well it serves the people who rely on it.',
      items: [{ value: '100%', label: 'Customer satisfaction' }],
    },
  ],
  cta: {
    heading: 'Have an Application in Mind?',
    text: 'Share your idea or your existing system, and we will help you plan the right way to build it.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Application Support', href: '/services/application-support' },
  },
} as const satisfies ServicePage;
