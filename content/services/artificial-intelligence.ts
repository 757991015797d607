import type { ServicePage } from '../types';
import { company } from '../company';

export const artificialIntelligence = {
  slug: 'artificial-intelligence',
  category: 'training',
  menuLabel: 'Artificial Intelligence',
  icon: 'bot',
  title: 'Artificial Intelligence',
  subtitle:
    'Practical AI training for your people and AI solutions for your business, transforming operations and decision-making.',
  summary:
    'AI training programmes and solutions in machine learning, NLP, computer vision and predictive analytics.',
  metaDescription:
    'AI training and solutions from Hyderabad: machine learning, natural language processing, computer vision and predictive analytics, taught and delivered.',
  enquiryName: 'Artificial Intelligence',
  blocks: [
    {
      kind: 'prose',
      id: 'overview',
      heading: 'Learn It, Then Put It to Work',
      paragraphs: [
        `${company.name} helps organisations adopt artificial intelligence in two ways: hands-on training programmes that build in-house skills, and delivery of AI solutions for real business problems.`,
        'Our courses are taught by practitioners and built around practical exercises, so your teams leave ready to apply what they have learnt. Where you need results faster, our specialists design and deliver the solution with you.',
      ],
    },
    {
      kind: 'cards',
      id: 'areas',
      format: 'feature-list',
      heading: 'Core AI Disciplines',
      items: [
        {
          icon: 'brain',
          title: 'Machine Learning',
          text: 'Models that learn from your data to classify, recommend and automate decisions.',
        },
        {
          icon: 'message-circle',
          title: 'Natural Language Processing',
          text: 'Systems that understand and generate text, from chatbots to document analysis.',
        },
        {
          icon: 'eye',
          title: 'Computer Vision',
          text: 'Image and video analysis for inspection, recognition and monitoring.',
        },
        {
          icon: 'trending-up',
          title: 'Predictive Analytics',
          text: 'Forecasts of demand, risk and behaviour that help you plan with confidence.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'applications',
      heading: 'Business Applications',
      intro: 'Course projects and client solutions cover use cases such as:',
      items: [
        'Chatbots and virtual assistants',
        'Intelligent document processing',
        'Demand and sales forecasting',
        'Fraud and anomaly detection',
        'Visual quality inspection',
        'Recommendation engines',
        'Customer sentiment analysis',
      ],
    },
    {
      kind: 'groups',
      id: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'Training and Delivery',
      items: [
        {
          title: 'Training Programmes',
          icon: 'graduation-cap',
          items: [
            'AI and machine learning foundations',
            'Hands-on Python and data labs',
            'NLP and computer vision modules',
            'Capstone projects on business data',
          ],
        },
        {
          title: 'Solution Delivery',
          icon: 'rocket',
          items: [
            'Use-case discovery and feasibility',
            'Data preparation and engineering',
            'Model development and deployment',
            'Monitoring and continuous improvement',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Start Your AI Journey',
    text: 'Whether you want to train a team or build a solution, we will help you choose the right first step.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: {
      label: 'Explore Robotic Process Automation',
      href: '/services/robotics-process-automation',
    },
  },
} as const satisfies ServicePage;
