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
      kind: 'cards',
      id: 'services',
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
      kind: 'groups',
      id: 'technologies',
      heading: 'Technologies We Use',
      items: [
        {
          title: 'Frontend',
          icon: 'palette',
          items: ['React', 'Next.js', 'Angular', 'TypeScript'],
        },
        { title: 'Backend', icon: 'cog', items: ['Node.js', 'Java', '.NET', 'Python'] },
        {
          title: 'Mobile',
          icon: 'smartphone',
          items: ['React Native', 'Flutter', 'Swift', 'Kotlin'],
        },
        {
          title: 'Database & Cloud',
          icon: 'cloud',
          items: ['PostgreSQL', 'MongoDB', 'AWS', 'Microsoft Azure'],
        },
      ],
    },
    {
      kind: 'groups',
      id: 'capabilities',
      format: 'accordion',
      eyebrow: 'How we work',
      heading: 'Delivery Capabilities',
      items: [
        {
          title: 'Development Process',
          icon: 'refresh-cw',
          items: [
            'Agile sprints with regular demos',
            'Requirements and UX workshops',
            'Automated testing',
            'Continuous integration and delivery',
          ],
        },
        {
          title: 'Security & Compliance',
          icon: 'lock',
          items: [
            'Secure coding practices',
            'Role-based access control',
            'Data encryption',
            'Vulnerability testing',
          ],
        },
        {
          title: 'Support & Maintenance',
          icon: 'toolbox',
          items: [
            'Post-launch support',
            'Performance monitoring',
            'Bug fixes and updates',
            'Feature enhancements',
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
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
