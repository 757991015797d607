import { heroSlides } from './home';
import { contactChannels, teamAgreeingPlan, teamAtDashboards, type PeopleArt } from './people-art';

/**
 * Every illustration in public/images/illustrations, by its file name: what an editor picks for an
 * insight or a case study that has no uploaded picture.
 */
export const illustrations: Readonly<Record<string, PeopleArt>> = Object.fromEntries(
  [
    ...heroSlides.map((slide) => slide.image),
    teamAgreeingPlan,
    teamAtDashboards,
    contactChannels,
  ].map((art) => [art.src.replace(/^.*\/|\.svg$/g, ''), art]),
);

export type IllustrationName = keyof typeof illustrations;
