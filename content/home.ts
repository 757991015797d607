import type { Card, Stat } from './types';

export const homeMeta = {
  title: 'Staffing, Consulting & IT Services in Hyderabad',
  description:
    'Permanent, contract and IT staffing, executive search, business consulting, technology services and training from Hyderabad, Telangana: one client-first partner.',
} as const;

/** The page's h1 on every slide: what the firm does and where, whichever slide is shown. */
export const heroHeading = {
  lead: 'Staffing, Consulting and IT Services',
  place: 'from Hyderabad',
} as const;

export type HeroSlide = {
  /** An illustration from public/images/illustrations; width and height are the file's own. */
  image: { src: string; alt: string; width: number; height: number };
  subtitle: string;
  headline: { firstLine: string; highlight: string; connector: string; lastWord: string };
  description: string;
};

export const heroSlides: readonly HeroSlide[] = [
  {
    image: {
      src: '/images/illustrations/hero-global-clients.svg',
      alt: 'Illustration: a consultant beside a globe pinned with the places her clients work',
      width: 1137,
      height: 777,
    },
    subtitle: 'Global Strategy & Technology',
    headline: {
      firstLine: 'Global',
      highlight: 'Strategy',
      connector: 'meets',
      lastWord: 'Technology',
    },
    description:
      'We align talent, process and technology so your organisation can compete in every market it serves.',
  },
  {
    image: {
      src: '/images/illustrations/hero-digital-products.svg',
      alt: 'Illustration: two developers building a mobile app screen by screen',
      width: 806,
      height: 713,
    },
    subtitle: 'Digital Transformation',
    headline: {
      firstLine: 'Transform',
      highlight: 'Ideas',
      connector: 'into',
      lastWord: 'Innovation',
    },
    description:
      'From legacy systems to cloud-native products, we guide every step of your digital transformation.',
  },
  {
    image: {
      src: '/images/illustrations/hero-leadership-interview.svg',
      alt: 'Illustration: an interviewer and a senior candidate shake hands across the table',
      width: 1084,
      height: 759,
    },
    subtitle: 'Enterprise Strategy & Leadership',
    headline: {
      firstLine: 'Building',
      highlight: 'Leaders',
      connector: 'for',
      lastWord: 'Tomorrow',
    },
    description:
      'Executive search and leadership advisory that put the right people at the head of your growth.',
  },
  {
    image: {
      src: '/images/illustrations/hero-consultant-presenting.svg',
      alt: 'Illustration: a consultant presents rising results on a chart',
      width: 1044,
      height: 833,
    },
    subtitle: 'Consulting & Implementation',
    headline: {
      firstLine: 'Excellence',
      highlight: 'Delivered',
      connector: 'at',
      lastWord: 'Scale',
    },
    description:
      'Consultants who stay through implementation, so strategy turns into measurable results.',
  },
];

export const heroButtons = {
  primary: { label: 'Schedule Consultation', href: '/contact' },
  secondary: { label: 'Explore Services', href: '/services' },
} as const;

export const aboutSection = {
  eyebrow: 'Who We Are',
  heading: 'A Consulting Partner Built Around Your Success',
  intro:
    'We are a consulting services firm specialising in business applications and solutions. For more than fifteen years our client-first practice has helped organisations hire well, run better and adopt technology with confidence.',
  stats: [
    { value: '15+', label: 'Years of Experience' },
    { value: '500+', label: 'Projects Delivered' },
    { value: '50+', label: 'Global Partners' },
    { value: '97%', label: 'Client Satisfaction' },
  ] satisfies Stat[],
  statsCaption: 'The whole firm in figures, across every service since we began',
  values: {
    heading: 'Our Core Values',
    items: [
      {
        icon: 'award',
        title: 'Excellence',
        text: 'We hold every search, project and deliverable to a standard we would accept ourselves.',
      },
      {
        icon: 'lightbulb',
        title: 'Innovation',
        text: 'We bring new tools and better methods to old problems, and we keep learning.',
      },
      {
        icon: 'shield',
        title: 'Integrity',
        text: 'Honest advice, transparent fees and candid feedback, even when it is hard to hear.',
      },
      {
        icon: 'users',
        title: 'Collaboration',
        text: 'We work as one team with your people, sharing knowledge rather than guarding it.',
      },
    ] satisfies Card[],
  },
  whyChooseUs: {
    heading: 'Why Choose Us',
    items: [
      {
        icon: 'handshake',
        title: 'Strategic Partnership',
        text: 'A long-term partner who understands your business, not a vendor filling tickets.',
      },
      {
        icon: 'rocket',
        title: 'Innovative Solutions',
        text: 'Practical use of AI, automation and cloud where it pays back.',
      },
      {
        icon: 'trophy',
        title: 'Proven Expertise',
        text: 'Senior practitioners who have delivered for clients in every sector we serve.',
      },
      {
        icon: 'target',
        title: 'Client-Centric Focus',
        text: 'Your goals set our priorities, our measures of success and our timelines.',
      },
    ] satisfies Card[],
  },
  expertise: {
    heading: 'Areas of Expertise',
    items: [
      {
        icon: 'compass',
        title: 'Strategic Consulting',
        text: 'Market entry, operating models and growth plans grounded in data.',
      },
      {
        icon: 'refresh-cw',
        title: 'Digital Transformation',
        text: 'Modernising processes and platforms without disrupting the business.',
      },
      {
        icon: 'building-2',
        title: 'Enterprise Solutions',
        text: 'ERP, CRM and HR platforms selected, implemented and supported.',
      },
      {
        icon: 'cpu',
        title: 'Technology Innovation',
        text: 'AI, IoT and automation pilots that grow into production systems.',
      },
    ] satisfies Card[],
  },
  businessExcellence: {
    heading: 'Business Excellence',
    text: 'A structured programme that turns strategy into day-to-day performance.',
    points: [
      'Strategic planning and execution',
      'Business process optimization',
      'Organizational transformation',
      'Performance analytics',
    ],
    link: { label: 'Learn More', href: '/services/business-excellence' },
  },
  staffing: {
    heading: 'Staffing Services',
    intro:
      'Flexible hiring models for every stage of growth, from a single specialist to a full delivery team.',
    items: [
      {
        icon: 'file-text',
        title: 'Contract Staffing',
        text: 'Skilled professionals for projects and peaks, on your timeline.',
        bullets: [
          'Deployment in days, not months',
          'Payroll and compliance handled for you',
          'Extend, convert or release with ease',
        ],
      },
      {
        icon: 'briefcase',
        title: 'Permanent Recruitment',
        text: 'Full-time hires screened for skills and culture fit.',
        bullets: [
          'Structured, role-specific assessment',
          'Shortlists of pre-qualified candidates',
          'Replacement guarantee on every hire',
        ],
      },
      {
        icon: 'gem',
        title: 'Specialized Talent',
        text: 'Niche technical and leadership profiles that are hard to find.',
        bullets: [
          'Access to passive, senior candidates',
          'Domain specialists for every sector we serve',
          'Confidential executive searches',
        ],
      },
    ] satisfies Card[],
  },
  buttons: {
    getStarted: { label: 'Get Started', href: '/contact' },
    exploreServices: { label: 'Explore Our Services', href: '/services' },
    exploreStaffing: {
      label: 'Explore All Staffing Solutions',
      href: '/services/permanent-staffing',
    },
  },
} as const;

export const testimonialsSection = {
  eyebrow: 'Client Stories',
  heading: 'What Our Clients Say',
  intro: 'Organisations across India and beyond trust us with their people and their technology.',
  stats: [
    { value: '98%', label: 'Client Satisfaction' },
    { value: '450+', label: 'Projects Completed' },
    { value: '95%', label: 'Client Retention' },
    { value: '12+', label: 'Industries Served' },
  ] satisfies Stat[],
  statsCaption:
    'Satisfaction and retention from client reviews after each project; projects and client industries from our records',
  logosHeading: 'Trusted by Growing Organisations',
  contact: { label: 'Contact Now', href: '/contact' },
} as const;

export const homeCta = {
  heading: 'Ready to Transform Your Business?',
  text: 'Tell us where you want to go. We will bring the people, the process and the technology to get you there.',
  primary: { label: 'Schedule a Consultation', href: '/contact' },
  secondary: { label: 'Explore Our Services', href: '/services' },
} as const;
