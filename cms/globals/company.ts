import type { Field, GlobalConfig } from 'payload';
import { company as seedCompany } from '../../content/company';
import { parseCompany } from '../../content/company-schema';
import { LIMITS, text, textarea } from '../blocks/fields';
import { officeHoursField } from './office-hours';
import { contentGlobal, previewAt } from '../publishing';
import { refusal } from '../refusal';

const required = { required: true } as const;
const email = (name: string): Field => ({ name, type: 'email', required: true });

/**
 * The company's facts (content/company.ts): change the name here and it changes everywhere.
 * Every save is checked against content/company-schema.ts, as the build checks the seed.
 * The brand colours are not editable here: they are the design's.
 */
export const company: GlobalConfig = {
  slug: 'company',
  label: 'Company facts',
  // The page that shows the most of them (details, footer, LocalBusiness data).
  admin: { preview: previewAt(() => '/contact') },
  ...contentGlobal,
  hooks: {
    ...contentGlobal.hooks,
    beforeChange: [
      ({ data }) => {
        try {
          parseCompany({ ...data, colors: seedCompany.colors });
        } catch (error) {
          throw refusal((error as Error).message);
        }
        return data;
      },
    ],
  },
  fields: [
    text('name', 60, required),
    text('legalName', 120, required),
    text('tagline', 120, required),
    text('splashTagline', 80, required),
    textarea('mission', LIMITS.short, required),
    textarea('description', LIMITS.intro, required),
    text('phone', 24, {
      ...required,
      admin: { description: 'With the country code, e.g. +91 98765 43210.' },
    }),
    email('email'),
    email('careersEmail'),
    {
      name: 'grievanceOfficer',
      type: 'group',
      fields: [text('name', 80, required), email('email')],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        text('street', 120, required),
        text('locality', 60, required),
        text('region', 60, required),
        text('regionCode', 6, { ...required, admin: { description: 'ISO 3166-2, e.g. IN-TG.' } }),
        text('postalCode', 6, required),
        text('country', 60, required),
        text('countryCode', 2, { ...required, admin: { description: 'ISO 3166-1, e.g. IN.' } }),
      ],
    },
    {
      name: 'geo',
      type: 'group',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    {
      name: 'social',
      type: 'group',
      fields: [
        text('linkedin', 200, required),
        text('x', 200, required),
        text('facebook', 200, required),
      ],
    },
    officeHoursField,
    { name: 'foundedYear', type: 'number', required: true, min: 1800 },
  ],
};
