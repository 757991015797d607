import * as illustrations from '../../content/people-art';
import type { PeopleArt } from '../../content/people-art';

/** The design's pictures of people at work (content/people-art.ts), by their export name. */
export const peopleArt: Readonly<Record<string, PeopleArt>> = Object.fromEntries(
  Object.entries(illustrations).filter(
    (entry): entry is [string, PeopleArt] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'src' in entry[1],
  ),
);
