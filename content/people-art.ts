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

/** /careers, why work with us: the colleagues a candidate would join. */
export const teamStandingTogether: PeopleArt = {
  src: '/images/illustrations/team-standing-together.svg',
  alt: 'Illustration: four colleagues stand together and talk, one holding notes, with the office dog at their feet.',
  width: 1138,
  height: 860,
};

/** IT staffing, the overview: a recruiter adds the right profile to a client's team. */
export const recruiterShortlistingProfiles: PeopleArt = {
  src: '/images/illustrations/recruiter-shortlisting-profiles.svg',
  alt: 'Illustration: a recruiter beside a list of profiles, carrying the next candidate to add to the team.',
  width: 898,
  height: 630,
};

/** Permanent staffing, how we hire: candidates' profiles reviewed, the right one ticked. */
export const recruiterReviewingCandidates: PeopleArt = {
  src: '/images/illustrations/recruiter-reviewing-candidates.svg',
  alt: 'Illustration: a recruiter reviews three candidates’ profiles and ticks the one who fits.',
  width: 1069,
  height: 648,
};

/** Contract staffing, fitting the culture: a contractor working inside the client's team. */
export const colleaguesAtSharedDesk: PeopleArt = {
  src: '/images/illustrations/colleagues-at-shared-desk.svg',
  alt: 'Illustration: two colleagues work facing each other at one shared desk in the same office.',
  width: 1121,
  height: 863,
};

/** Executive search, the overview: a shortlist of leaders searched with care. */
export const searchAcrossLeaders: PeopleArt = {
  src: '/images/illustrations/search-across-leaders.svg',
  alt: 'Illustration: a consultant holds a magnifying glass over a shortlist of senior candidates.',
  width: 1114,
  height: 844,
};

/** Business excellence, the overview: a consultant working alongside a client's leadership. */
export const consultantWithClientTeam: PeopleArt = {
  src: '/images/illustrations/consultant-with-client-team.svg',
  alt: 'Illustration: a consultant talks through rising results with a manager at her desk.',
  width: 905,
  height: 685,
};
