import type { ServicePage } from '../types';
import { company } from '../company';

export const localizationStaffing = {
  slug: 'localization-staffing',
  category: 'talent',
  menuLabel: 'Localization Staffing',
  icon: 'earth',
  title: 'Localization Staffing',
  subtitle:
    'Translators, linguists and localisation engineers who help your products and content speak to every market.',
  summary:
    'Language and localisation professionals for translation, content, technical and cultural work.',
  metaDescription:
    'Localization staffing from Hyderabad: translators, linguists and localisation engineers for translation, content, technical and cultural consulting work.',
  enquiryName: 'Localization Staffing',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Reach New Markets With Confidence',
      paragraphs: [
        {
          text: `Entering a new market takes more than a word-for-word translation. ${company.name} provides skilled language professionals who adapt your content, software and communication so they read naturally and respect local culture.`,
        },
        {
          text: 'We supply individual specialists or complete localisation teams, on contract or permanent terms, screened for language proficiency, subject knowledge and tool expertise.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'services',
      format: 'feature-list',
      heading: 'Our Localization Services',
      items: [
        {
          icon: 'languages',
          title: 'Translation',
          text: 'Accurate, fluent translation by native-level linguists with subject-matter knowledge.',
        },
        {
          icon: 'file-pen',
          title: 'Content Localization',
          text: 'Websites, marketing and learning content adapted in tone, idiom and format for each audience.',
        },
        {
          icon: 'monitor',
          title: 'Technical Localization',
          text: 'Software interfaces, help files and documentation localised and tested in context.',
        },
        {
          icon: 'hand-heart',
          title: 'Cultural Consulting',
          text: 'Guidance on imagery, etiquette and messaging so your brand lands well locally.',
        },
      ],
    },
    {
      blockType: 'groups',
      anchor: 'expertise',
      eyebrow: 'Expertise',
      heading: 'Where Our Specialists Work',
      items: [
        {
          title: 'Languages',
          icon: 'speech',
          entries: [
            { text: 'English' },
            { text: 'Hindi, Telugu, Tamil and other Indian languages' },
            { text: 'French, German and Spanish' },
            { text: 'Arabic and Japanese' },
          ],
        },
        {
          title: 'Industries',
          icon: 'factory',
          entries: [
            { text: 'IT and software' },
            { text: 'Healthcare' },
            { text: 'Banking and insurance' },
            { text: 'E-commerce and retail' },
          ],
        },
        {
          title: 'Content Types',
          icon: 'book-open',
          entries: [
            { text: 'Websites and apps' },
            { text: 'Technical documentation' },
            { text: 'Marketing material' },
            { text: 'E-learning courses' },
          ],
        },
        {
          title: 'Tools',
          icon: 'toolbox',
          entries: [
            { text: 'CAT tools' },
            { text: 'Translation memory' },
            { text: 'Terminology management' },
            { text: 'Localization QA tools' },
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Go Global?',
    text: 'Tell us your target markets and languages, and we will assemble the right localisation team.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Talent Solutions', href: '/services?category=talent' },
  },
} as const satisfies ServicePage;
