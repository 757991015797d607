export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;
