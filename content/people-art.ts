/**
 * The illustrations of people at work, rendered by scripts/render-illustrations.mjs from unDraw's
 * set in the brand's colours, with what each shows. Width and height are the files' own, so the
 * page reserves their space (a test compares them).
 */
export type PeopleArt = { src: string; alt: string; width: number; height: number };

/** Home, "Why choose us": a partnership that agrees the plan before it starts. */
export const teamAgreeingPlan: PeopleArt = {
  src: '/images/illustrations/team-agreeing-plan.svg',
  alt: 'Illustration: a consultant and a client hold up a plan they have agreed and ticked off together.',
  width: 882,
  height: 487,
};

/** /about, the firm's story: people at work on the boards and dashboards of a project. */
export const teamAtDashboards: PeopleArt = {
  src: '/images/illustrations/team-at-dashboards.svg',
  alt: 'Illustration: two colleagues at work, one at a task board, one beside a results dashboard.',
  width: 1122,
  height: 699,
};

/** /contact: the ways to reach the office, by phone, e-mail or in person. */
export const contactChannels: PeopleArt = {
  src: '/images/illustrations/contact-channels.svg',
  alt: 'Illustration: a phone, an envelope and a map arrow, the ways to reach our office, in a park where two people read and call.',
  width: 1096,
  height: 575,
};
