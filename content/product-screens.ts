import type { ProductSlug } from './products';
import type { ProductScreen, ScreenName } from './types';

export type { ProductScreen, ScreenName };

/**
 * Sample data drawn in the product screens (components/screens): the seed of each product page's
 * screens, in their blocks' shape (cms/blocks/screens.ts: `blockType` names the screen). The
 * people are invented; the screens illustrate the interface, they are not live data.
 */
const reviewForm: ProductScreen = {
  blockType: 'review-form',
  url: 'appraisal360.app/reviews/q3',
  initials: 'AR',
  title: 'Q3 review: Ananya Rao',
  subtitle: 'Product Designer · Design Systems',
  questions: [
    { text: 'How well did Ananya lead the component library migration?', rating: 4 },
    { text: 'Which design decisions most improved delivery speed this quarter?', rating: 5 },
    { text: 'Where should Ananya grow next: research, mentoring or strategy?', rating: 3 },
  ],
  aiLabel: 'AI suggested',
  submit: 'Submit review',
};

const goals: ProductScreen = {
  blockType: 'goals',
  url: 'appraisal360.app/goals',
  title: 'Team goals',
  subtitle: 'Design Systems · Q3',
  items: [
    { title: 'Ship accessible component library v2', owner: 'AR', progress: 82, status: 'good' },
    { title: 'Cut design-to-build handover to 3 days', owner: 'VK', progress: 64, status: 'good' },
    { title: 'Run 12 usability sessions', owner: 'SM', progress: 41, status: 'warn' },
    { title: 'Mentor two junior designers', owner: 'AR', progress: 100, status: 'neutral' },
  ],
  statusLabels: { good: 'On track', warn: 'At risk', neutral: 'Done' },
};

const analytics: ProductScreen = {
  blockType: 'analytics',
  url: 'appraisal360.app/analytics',
  title: 'Team analytics',
  subtitle: 'Average rating by cycle',
  bars: [
    { label: 'Q4', value: 62 },
    { label: 'Q1', value: 68 },
    { label: 'Q2', value: 74 },
    { label: 'Q3', value: 86 },
  ],
  completion: { value: 82, label: 'reviews completed' },
};

const employeeDirectory: ProductScreen = {
  blockType: 'employee-directory',
  url: 'hrms.app/people',
  title: 'Employees',
  subtitle: '248 people · 6 departments',
  rows: [
    { name: 'Rahul Varma', role: 'Payroll Analyst', place: 'Hyderabad', status: 'good' },
    { name: 'Sneha Iyer', role: 'HR Business Partner', place: 'Hyderabad', status: 'good' },
    { name: 'Imran Shaikh', role: 'Site Engineer', place: 'Pune', status: 'warn' },
    { name: 'Divya Menon', role: 'Data Analyst', place: 'Bengaluru', status: 'good' },
  ],
  statusLabels: { good: 'Active', warn: 'On leave', neutral: 'Exited' },
};

const payrollRun: ProductScreen = {
  blockType: 'payroll-run',
  url: 'hrms.app/payroll/2026-11',
  title: 'Payroll run: November 2026',
  steps: [{ text: 'Inputs' }, { text: 'Review' }, { text: 'Approve' }, { text: 'Pay' }],
  currentStep: 2,
  totals: [
    { label: 'Gross', value: '₹1.84 Cr' },
    { label: 'Deductions', value: '₹22.6 L' },
    { label: 'Net pay', value: '₹1.61 Cr' },
  ],
  rows: [
    { name: 'Engineering', count: 112, status: 'good' },
    { name: 'Operations', count: 86, status: 'good' },
    { name: 'Sales', count: 50, status: 'warn' },
  ],
  countLabel: 'payslips',
  statusLabels: { good: 'Approved', warn: 'Pending', neutral: 'Draft' },
};

/** One letter a day of November 2026: p present, l leave, h holiday, w weekend. */
const attendance: ProductScreen = {
  blockType: 'attendance',
  url: 'hrms.app/attendance',
  title: 'Attendance: November 2026',
  weekdays: [
    { text: 'M' },
    { text: 'T' },
    { text: 'W' },
    { text: 'T' },
    { text: 'F' },
    { text: 'S' },
    { text: 'S' },
  ],
  // November 2026 starts on a Sunday.
  leadingBlanks: 6,
  days: 'wpppppwwpppllwwpppppwwphpppwwp',
  legend: [
    { key: 'p', label: 'Present' },
    { key: 'l', label: 'Leave' },
    { key: 'h', label: 'Holiday' },
  ],
};

/** Each product page's screens (the seed of its `screens` field). */
export const productScreens: Record<ProductSlug, readonly ProductScreen[]> = {
  appraisal360: [reviewForm, goals, analytics],
  hrms: [employeeDirectory, payrollRun, attendance],
};

/** This screen among these (a product page's), else the seed's: every screen always has its data. */
export function screenData(screens: readonly ProductScreen[], name: ScreenName): ProductScreen {
  return (
    screens.find((screen) => screen.blockType === name) ??
    Object.values(productScreens)
      .flat()
      .find((screen) => screen.blockType === name)!
  );
}

/**
 * The product tour of each product page: its screens, each with what it shows (the seed of the
 * product-tour sections, content/page-sections.ts).
 */
export const productTours: Record<
  ProductSlug,
  {
    eyebrow: string;
    heading: string;
    intro: string;
    screens: readonly { screen: ScreenName; title: string; text: string }[];
  }
> = {
  appraisal360: {
    eyebrow: 'Product Tour',
    heading: 'From Question to Growth Plan',
    intro: 'Beyond the review form: the goals a cycle measures and the analytics it feeds.',
    screens: [
      {
        screen: 'review-form',
        title: 'A Review Form Written for the Role',
        text: 'AI suggests role-specific questions; managers keep, edit or replace them before the review opens.',
      },
      {
        screen: 'goals',
        title: 'Goals With Visible Progress',
        text: 'Every goal shows its owner, progress and whether it is on track, for the employee and the manager alike.',
      },
      {
        screen: 'analytics',
        title: 'Analytics While the Cycle Runs',
        text: 'Completion and rating trends update as reviews come in, cycle after cycle.',
      },
    ],
  },
  hrms: {
    eyebrow: 'Product Tour',
    heading: 'One Employee Record, Every HR Task',
    intro:
      'Beside the payroll run, two screens that share its record: the directory and attendance.',
    screens: [
      {
        screen: 'employee-directory',
        title: 'Employee Records in One Directory',
        text: 'Roles, locations and status for every employee, with documents and history one click away.',
      },
      {
        screen: 'payroll-run',
        title: 'A Payroll Run With Clear Statuses',
        text: 'Inputs, review, approval and payment as one workflow, with totals and each department’s status.',
      },
      {
        screen: 'attendance',
        title: 'Attendance That Feeds Payroll',
        text: 'Presence, leave and holidays on one calendar; approved time flows straight into the payroll run.',
      },
    ],
  },
};

/** The screen shown in each product's hero and on its card on /products. */
export const heroScreens: Record<ProductSlug, ScreenName> = {
  appraisal360: 'review-form',
  hrms: 'payroll-run',
};
