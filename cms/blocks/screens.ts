import type { ArrayField, Block, BlocksField, Field, NumberField } from 'payload';
import { LIMITS, text, textList } from './fields';

const required = { required: true } as const;
const url = text('url', 60, {
  ...required,
  admin: { description: 'The address shown in the window’s bar (not a link).' },
});
const title = text('title', LIMITS.label, required);
const subtitle = text('subtitle', LIMITS.label);
const number = (name: string, min: number, max: number, description?: string): NumberField => ({
  name,
  type: 'number',
  required: true,
  min,
  max,
  ...(description && { admin: { description } }),
});
const percent = (name: string) => number(name, 0, 100, 'A percentage, 0 to 100.');
const rows = (name: string, maxRows: number, fields: Field[]): ArrayField => ({
  name,
  type: 'array',
  required: true,
  minRows: 1,
  maxRows,
  fields,
});

const choice = (name: string, options: Record<string, string>): Field => ({
  name,
  type: 'select',
  required: true,
  options: Object.entries(options).map(([value, label]) => ({ value, label })),
});

/** A status chip: its tone, named by the screen's status labels. */
const status = choice('status', {
  good: 'Green (the first label)',
  warn: 'Amber (the second label)',
  neutral: 'Purple (the third label)',
});
const statusLabels: Field = {
  name: 'statusLabels',
  type: 'group',
  admin: { description: 'What the green, amber and purple chips say.' },
  fields: [text('good', 20, required), text('warn', 20, required), text('neutral', 20, required)],
};

/**
 * The sample data drawn in a product's screens (components/screens): one block per screen, its
 * type the screen's name (the product tour's screens name them too). The people and figures are
 * invented: the screens illustrate the interface, they are not live data.
 */
export const screenBlocks: Block[] = [
  {
    slug: 'review-form',
    labels: { singular: 'Review form screen', plural: 'Review form screens' },
    fields: [
      url,
      text('initials', 3, { ...required, admin: { description: 'Of the person reviewed.' } }),
      title,
      subtitle,
      rows('questions', 4, [
        text('text', 120, required),
        number('rating', 1, 5, 'The point chosen, 1 to 5.'),
      ]),
      text('aiLabel', 30, required),
      text('submit', 30, required),
    ],
  },
  {
    slug: 'goals',
    labels: { singular: 'Goals screen', plural: 'Goals screens' },
    fields: [
      url,
      title,
      subtitle,
      rows('items', 5, [
        text('title', LIMITS.label, required),
        text('owner', 3, { ...required, admin: { description: 'Initials.' } }),
        percent('progress'),
        status,
      ]),
      statusLabels,
    ],
  },
  {
    slug: 'analytics',
    labels: { singular: 'Analytics screen', plural: 'Analytics screens' },
    fields: [
      url,
      title,
      subtitle,
      rows('bars', 6, [text('label', 8, required), percent('value')]),
      {
        name: 'completion',
        type: 'group',
        fields: [percent('value'), text('label', 40, required)],
      },
    ],
  },
  {
    slug: 'employee-directory',
    labels: { singular: 'Employee directory screen', plural: 'Employee directory screens' },
    fields: [
      url,
      title,
      subtitle,
      rows('rows', 5, [
        text('name', 40, required),
        text('role', 40, required),
        text('place', 30, required),
        status,
      ]),
      statusLabels,
    ],
  },
  {
    slug: 'payroll-run',
    labels: { singular: 'Payroll run screen', plural: 'Payroll run screens' },
    fields: [
      url,
      title,
      textList('steps', 12, { required: true, maxRows: 5 }),
      number('currentStep', 0, 4, 'The step in progress, counted from 0 (earlier ones are done).'),
      rows('totals', 3, [text('label', 20, required), text('value', 16, required)]),
      rows('rows', 4, [text('name', 30, required), number('count', 0, 100000), status]),
      text('countLabel', 20, {
        ...required,
        admin: { description: 'After each count, e.g. "payslips".' },
      }),
      statusLabels,
    ],
  },
  {
    slug: 'attendance',
    labels: { singular: 'Attendance screen', plural: 'Attendance screens' },
    fields: [
      url,
      title,
      textList('weekdays', 3, { required: true, maxRows: 7 }),
      number(
        'leadingBlanks',
        0,
        6,
        'Empty cells before the 1st (the weekday the month starts on).',
      ),
      text('days', 31, {
        ...required,
        admin: { description: 'One letter a day: p present, l leave, h holiday, w weekend.' },
        validate: (value: unknown) =>
          typeof value === 'string' && /^[plhw]{28,31}$/.test(value)
            ? true
            : 'One letter (p, l, h or w) for each of the month’s 28 to 31 days.',
      }),
      rows('legend', 3, [
        choice('key', { p: 'Present (p)', l: 'Leave (l)', h: 'Holiday (h)' }),
        text('label', 20, required),
      ]),
    ],
  },
];

/** A product page's screens: their sample data, each screen once (content/product-screens.ts). */
export const screenDataField: BlocksField = {
  name: 'screenData',
  label: 'Screen sample data',
  type: 'blocks',
  blocks: screenBlocks,
  maxRows: 6,
  admin: {
    condition: (data: { path?: string }) => Boolean(data?.path?.startsWith('/products/')),
    description:
      'The sample data drawn in the product’s screens (its hero, its card on /products, its tour). A screen left out shows its original data.',
  },
};
