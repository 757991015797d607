import { company } from './company';
import type { Block, CallToAction, Card, IconName, Stat } from './types';

export type ProductSlug = 'appraisal360' | 'hrms';

/** One HR software product, listed on /products and rendered at /products/{slug}. */
export type Product = {
  slug: ProductSlug;
  name: string;
  tagline: string;
  /** One or two sentences for the product card on /products. */
  summary: string;
  /** Icon of the card and the hero. */
  icon: IconName;
  /** Meta description, 120–160 characters. */
  metaDescription: string;
  hero: { badge: string; heading: string; subtext: string };
  featuresHeading: { eyebrow: string; heading: string; intro: string };
  features: readonly Card[];
  highlights?: readonly Stat[];
  blocks?: readonly Block[];
  cta: CallToAction;
};

const hrmsName = `${company.name.split(' ')[0]} HRMS`;

const appraisal360: Product = {
  slug: 'appraisal360',
  name: 'Appraisal360',
  tagline: 'AI-powered performance reviews that help people grow',
  summary:
    'An AI performance-review platform that writes relevant review questions, tracks goals, suggests personalised development and turns every cycle into clear, actionable insight.',
  icon: 'trending-up',
  metaDescription:
    'Appraisal360 is an AI performance-review platform with AI-generated questions, goal tracking, benchmarking, real-time analytics and AI-written reports.',
  hero: {
    badge: 'AI Performance Reviews',
    heading: 'Appraisal360: Performance Reviews, Reimagined with AI',
    subtext:
      'Replace time-consuming appraisal forms with fair, focused reviews. Appraisal360 helps managers ask the right questions, track progress against goals and give every employee a clear path to grow.',
  },
  featuresHeading: {
    eyebrow: 'Features',
    heading: 'Everything a Modern Review Cycle Needs',
    intro:
      'From the first question to the final report, AI does the heavy lifting so managers can focus on people.',
  },
  features: [
    {
      icon: 'brain',
      title: 'AI-Generated Review Questions',
      text: 'Relevant, role-specific questions generated for each review, so managers spend less time preparing and more time on meaningful conversations.',
    },
    {
      icon: 'target',
      title: 'Goal Tracking',
      text: 'Set, align and follow individual and team goals throughout the cycle, with progress visible to employees and managers alike.',
    },
    {
      icon: 'sprout',
      title: 'Personalised Development Suggestions',
      text: "Tailored recommendations for skills, training and next steps, based on each person's review results and goals.",
    },
    {
      icon: 'chart-column',
      title: 'Benchmarking',
      text: 'Compare performance across teams, roles and review cycles to spot strengths, gaps and trends early.',
    },
    {
      icon: 'zap',
      title: 'Real-Time Analytics',
      text: 'Live dashboards show review completion, ratings and goal progress as they happen, not weeks after the cycle closes.',
    },
    {
      icon: 'file-pen',
      title: 'AI Reports',
      text: 'Clear, AI-written summaries for individuals, teams and leadership that turn review data into decisions.',
    },
  ],
  blocks: [
    {
      blockType: 'steps',
      anchor: 'how-it-works',
      eyebrow: 'How It Works',
      heading: 'A Review Cycle in Four Steps',
      items: [
        { title: 'Set Goals', text: 'Agree individual and team goals at the start of the cycle.' },
        {
          title: 'Review With AI Support',
          text: 'Managers and employees answer AI-generated, role-specific questions.',
        },
        {
          title: 'Analyse Results',
          text: 'Real-time analytics and benchmarking show where teams stand.',
        },
        {
          title: 'Grow',
          text: 'AI reports and personalised suggestions turn feedback into a development plan.',
        },
      ],
    },
    {
      blockType: 'prose',
      anchor: 'results',
      eyebrow: 'Results',
      heading: 'Reviews That Lead to Improvement',
      paragraphs: [
        {
          text: 'Because goals, feedback and development plans live in one place, each review cycle builds on the last. Example: teams improved 27% per review cycle.',
        },
        {
          text: 'This figure is an illustrative example; results vary with each organisation, its goals and how the platform is used.',
        },
      ],
    },
  ],
  cta: {
    heading: 'See Appraisal360 in Action',
    text: 'Book a walkthrough and find out how AI-supported reviews can work for your organisation.',
    primary: { label: 'Request a Demo', href: '/contact' },
    secondary: { label: 'View All Products', href: '/products' },
  },
};

const hrms: Product = {
  slug: 'hrms',
  name: hrmsName,
  tagline: 'Cloud HR management for the whole employee lifecycle',
  summary:
    'A cloud HR management system that brings employee records, payroll, attendance, recruitment, performance and compliance together in one secure platform.',
  icon: 'cloud',
  metaDescription: `${hrmsName} is a cloud HR management system for employee records, payroll, attendance, recruitment, performance, self-service and compliance.`,
  hero: {
    badge: 'Cloud HRMS',
    heading: `${hrmsName}: Every HR Process in One Place`,
    subtext:
      'Run HR from a single, secure cloud platform. From hiring and onboarding to payroll and performance, your teams work from one source of truth, and employees help themselves.',
  },
  featuresHeading: {
    eyebrow: 'Features',
    heading: 'One Platform for the Whole Employee Lifecycle',
    intro:
      'Eight connected modules share one employee record, so data is entered once and used everywhere.',
  },
  features: [
    {
      icon: 'users',
      title: 'Employee Management',
      text: 'Central, up-to-date employee records, documents and organisation structure, accessible to the right people.',
    },
    {
      icon: 'wallet',
      title: 'Payroll',
      text: 'Accurate, repeatable payroll runs with earnings, deductions and payslips handled in one workflow.',
    },
    {
      icon: 'timer',
      title: 'Time and Attendance',
      text: 'Track attendance, shifts and leave, and feed approved time directly into payroll.',
    },
    {
      icon: 'handshake',
      title: 'Recruitment and Onboarding',
      text: 'Manage openings and candidates, then welcome new joiners with structured onboarding checklists.',
    },
    {
      icon: 'trophy',
      title: 'Performance Management',
      text: 'Set goals, run regular reviews and record feedback, so every conversation about performance is documented and easy to follow up.',
    },
    {
      icon: 'hand',
      title: 'Self-Service Portal',
      text: 'Employees view payslips, apply for leave and update their details themselves, reducing routine requests to HR.',
    },
    {
      icon: 'chart-column',
      title: 'Analytics',
      text: 'Reports and dashboards on headcount, attendance, attrition and payroll costs to support better workforce decisions.',
    },
    {
      icon: 'lock',
      title: 'Compliance and Security',
      text: 'Controlled access to sensitive records and policy-based workflows help you protect employee data and meet your statutory and internal obligations.',
    },
  ],
  blocks: [
    {
      blockType: 'checklist',
      anchor: 'why-cloud',
      eyebrow: 'Why Cloud',
      heading: 'Built for Growing Organisations',
      items: [
        { text: 'No servers to install or maintain' },
        { text: 'Access from anywhere, for HR teams and employees alike' },
        { text: 'One source of truth for every employee record' },
        { text: 'Configurable to your policies and approval flows' },
        { text: 'Scales as your headcount grows' },
      ],
    },
  ],
  cta: {
    heading: `Simplify HR with ${hrmsName}`,
    text: 'Talk to our team about your HR processes and see how the platform fits your organisation.',
    primary: { label: 'Request a Demo', href: '/contact' },
    secondary: { label: 'View All Products', href: '/products' },
  },
};

type ProductsOverview = {
  hero: { badge: string; heading: string; subtext: string };
  list: {
    eyebrow: string;
    heading: string;
    intro: string;
    labels: { keyFeatures: string; learnMore: string };
  };
  cta: CallToAction;
};

/** The two products in display order. */
export const products: readonly Product[] = [appraisal360, hrms];

/** Copy for /products: sections hero, products, cta. */
export const productsOverview: ProductsOverview = {
  hero: {
    badge: 'Products',
    heading: 'HR Software That Works as Hard as Your People',
    subtext: `${company.name} builds HR products that bring structure, insight and AI support to people processes, from performance reviews to payroll.`,
  },
  list: {
    eyebrow: 'Our Products',
    heading: 'Two Products, One Goal: Better-Run HR',
    intro:
      'Built from years of staffing and payroll work, our products solve the problems we see HR teams face every day.',
    labels: { keyFeatures: 'Key Features', learnMore: 'Learn More' },
  },
  cta: {
    heading: 'Find the Right Fit for Your Organisation',
    text: 'Not sure which product you need? Tell us about your HR challenges and we will recommend the best place to start.',
    primary: { label: 'Request a Demo', href: '/contact' },
    secondary: { label: 'Explore Our Services', href: '/services' },
  },
};

/** The product with this slug, or undefined (the route then calls notFound()). */
export function getProduct(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}
