/** The first sections of /insights. */
export const seedCategories = [
  {
    slug: 'staffing-and-hiring',
    name: 'Staffing & Hiring',
    description: 'Planning teams, filling roles and keeping the people you hire.',
  },
  {
    slug: 'payroll-and-compliance',
    name: 'Payroll & Compliance',
    description: 'Paying people correctly and on time, in every state you employ them.',
  },
  {
    slug: 'technology',
    name: 'Technology',
    description: 'Software, automation and digital work that pays for itself.',
  },
] as const;

export type SeedCategorySlug = (typeof seedCategories)[number]['slug'];
