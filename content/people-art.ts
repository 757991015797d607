/**
 * The people illustrations rendered by scripts/render-people.mjs (Open Peeps, CC0), with what
 * each shows. Width and height are the files' own, so the page reserves their space.
 */
export type PeopleArt = { src: string; alt: string; width: number; height: number };

export const teamAtBoard: PeopleArt = {
  src: '/images/people/team-at-board.svg',
  alt: 'Illustration: a consultant presents a rising results chart to two colleagues.',
  width: 1000,
  height: 760,
};

export const hyderabadOffice: PeopleArt = {
  src: '/images/people/hyderabad-office.svg',
  alt: 'Illustration: two colleagues in Hyderabad, with HITEC City’s towers, the Durgam Cheruvu bridge and the Charminar behind them.',
  width: 1000,
  height: 760,
};
