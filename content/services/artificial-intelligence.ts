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
      blockType: 'prose',
      anchor: 'overview',
      heading: 'Learn It, Then Put It to Work',
      paragraphs: [
        {
          text: `${company.name} helps organisations adopt artificial intelligence in two ways: hands-on training programmes that build in-house skills, and delivery of AI solutions for real business problems.`,
        },
        {
          text: 'Our courses are taught by practitioners and built around practical exercises, so your teams leave ready to apply what they have learnt. Where you need results faster, our specialists design and deliver the solution with you.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'areas',
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
      blockType: 'checklist',
      anchor: 'applications',
      heading: 'Business Applications',
      intro: 'Course projects and client solutions cover use cases such as:',
      items: [
        { text: 'Chatbots and virtual assistants' },
        { text: 'Intelligent document processing' },
        { text: 'Demand and sales forecasting' },
        { text: 'Fraud and anomaly detection' },
        { text: 'Visual quality inspection' },
        { text: 'Recommendation engines' },
        { text: 'Customer sentiment analysis' },
      ],
    },
    {
      blockType: 'groups',
      anchor: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'Training and Delivery',
      items: [
        {
          title: 'Training Programmes',
          icon: 'graduation-cap',
          entries: [
            { text: 'AI and machine learning foundations' },
            { text: 'Hands-on Python and data labs' },
            { text: 'NLP and computer vision modules' },
            { text: 'Capstone projects on business data' },
          ],
        },
        {
          title: 'Solution Delivery',
          icon: 'rocket',
          entries: [
            { text: 'Use-case discovery and feasibility' },
            { text: 'Data preparation and engineering' },
            { text: 'Model development and deployment' },
            { text: 'Monitoring and continuous improvement' },
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
