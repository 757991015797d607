import type { Field, TextField } from 'payload';
import { TIME_OF_DAY, WEEKDAYS, minutesOf } from '../../lib/shared/office-hours';

const time = (name: 'opens' | 'closes', description: string): TextField => ({
  name,
  type: 'text',
  required: true,
  maxLength: 5,
  admin: { description, width: '50%' },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    if (typeof value !== 'string' || !TIME_OF_DAY.test(value))
      return 'Expected a 24-hour time as HH:MM, e.g. 09:00.';
    const opens = siblingData.opens;
    if (name === 'closes' && typeof opens === 'string' && TIME_OF_DAY.test(opens))
      return minutesOf(value) > minutesOf(opens) || 'Expected a time after the opening time.';
    return true;
  },
});

/**
 * The office hours in IST, the one place they are kept: the chat's "available now", the contact
 * page's hours, the chat panel's and the LocalBusiness data's opening hours are made from them.
 */
export const officeHoursField: Field = {
  name: 'officeHours',
  type: 'group',
  admin: {
    description:
      'When the team answers, in India Standard Time. The site shows them as e.g. “Monday - Friday, 9:00 AM - 6:00 PM IST”.',
  },
  fields: [
    {
      name: 'days',
      type: 'select',
      hasMany: true,
      required: true,
      options: [...WEEKDAYS],
    },
    {
      type: 'row',
      fields: [time('opens', 'E.g. 09:00.'), time('closes', 'E.g. 18:00.')],
    },
  ],
};
