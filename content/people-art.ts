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

/*
 * The insights' and case studies' own pictures, one for each story's subject, and more an editor
 * picks for new stories (content/illustrations.ts).
 */

/** Hiring planned around notice periods: the weeks on a calendar, ticked off. */
export const noticePeriodCalendar: PeopleArt = {
  src: '/images/illustrations/notice-period-calendar.svg',
  alt: 'Illustration: a recruiter beside a month’s calendar with the joining dates ticked off.',
  width: 887,
  height: 542,
};

/** Payroll for a new site: a payslip read through before it is paid. */
export const payslipChecked: PeopleArt = {
  src: '/images/illustrations/payslip-checked.svg',
  alt: 'Illustration: a payroll specialist holds up a payslip, its lines checked before payday.',
  width: 428,
  height: 546,
};

/** The questions to ask before automating a process. */
export const questionsBeforeAutomating: PeopleArt = {
  src: '/images/illustrations/questions-before-automating.svg',
  alt: 'Illustration: a consultant stands under a large question mark, weighing what to ask first.',
  width: 1004,
  height: 837,
};

/** An engineering centre staffed: two engineers at work at one screen. */
export const engineersPairProgramming: PeopleArt = {
  src: '/images/illustrations/engineers-pair-programming.svg',
  alt: 'Illustration: two engineers sit side by side at one screen, writing code together.',
  width: 1130,
  height: 738,
};

/** One payroll for several plants: a factory with its chimneys and a lorry at the gate. */
export const factoryWithThreePlants: PeopleArt = {
  src: '/images/illustrations/factory-with-three-plants.svg',
  alt: 'Illustration: a factory with three chimneys and a loaded lorry leaving its gate.',
  width: 888,
  height: 461,
};

/** Home sample collection: health workers with a clipboard and a jar of samples. */
export const healthWorkersWithSamples: PeopleArt = {
  src: '/images/illustrations/health-workers-with-samples.svg',
  alt: 'Illustration: two health workers in scrubs, one with a tablet, beside a jar of samples.',
  width: 888,
  height: 618,
};

/** A new joiner's first days: the onboarding steps on a board. */
export const newJoinerOnboarding: PeopleArt = {
  src: '/images/illustrations/new-joiner-onboarding.svg',
  alt: 'Illustration: a new joiner points at the steps of his onboarding listed on a board.',
  width: 1143,
  height: 876,
};

/** A contract or a compliance filing, signed off. */
export const contractSignedOff: PeopleArt = {
  src: '/images/illustrations/contract-signed-off.svg',
  alt: 'Illustration: a manager reads a signed contract on a large clipboard.',
  width: 791,
  height: 730,
};

/** Warehousing and logistics: stock moved on a trolley. */
export const warehouseShipment: PeopleArt = {
  src: '/images/illustrations/warehouse-shipment.svg',
  alt: 'Illustration: a warehouse worker pushes a trolley of boxes past the shelves.',
  width: 1144,
  height: 651,
};

/** Training: a trainer at a board with a diagram. */
export const trainerAtBoard: PeopleArt = {
  src: '/images/illustrations/trainer-at-board.svg',
  alt: 'Illustration: a trainer stands at a board with a diagram he is explaining.',
  width: 948,
  height: 758,
};

/** Results shared with a client: a chart presented on a screen. */
export const resultsPresentation: PeopleArt = {
  src: '/images/illustrations/results-presentation.svg',
  alt: 'Illustration: a consultant presents a rising chart on a large screen.',
  width: 929,
  height: 736,
};

/** A compliance check passed: a checklist ticked. */
export const complianceChecklist: PeopleArt = {
  src: '/images/illustrations/compliance-checklist.svg',
  alt: 'Illustration: an auditor beside a large checklist with its first item ticked.',
  width: 874,
  height: 662,
};

/** Remote interviews: a video call with six candidates on screen. */
export const videoInterviews: PeopleArt = {
  src: '/images/illustrations/video-interviews.svg',
  alt: 'Illustration: a video call with six candidates on screen, each in a frame of their own.',
  width: 817,
  height: 524,
};
