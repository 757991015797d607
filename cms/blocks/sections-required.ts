import { seedSections } from '../../content/page-sections';

/** The pages made of sections: one left without any would have no heading. */
const madeOfSections = new Set(Object.keys(seedSections));

/** Refuses to leave a page that is made of sections without any (the rest have none). */
export const sectionsRequired = (value: unknown, { data }: { data: { path?: unknown } }) =>
  madeOfSections.has(String(data?.path)) && !(Array.isArray(value) && value.length > 0)
    ? 'This page needs its sections, its hero first.'
    : true;
