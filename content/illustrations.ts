import { heroSlides } from './home';
import {
  complianceChecklist,
  contactChannels,
  contractSignedOff,
  engineersPairProgramming,
  factoryWithThreePlants,
  healthWorkersWithSamples,
  newJoinerOnboarding,
  noticePeriodCalendar,
  payslipChecked,
  questionsBeforeAutomating,
  resultsPresentation,
  teamAgreeingPlan,
  teamAtDashboards,
  trainerAtBoard,
  videoInterviews,
  warehouseShipment,
  type PeopleArt,
} from './people-art';

/**
 * Every illustration in public/images/illustrations an editor may pick for an insight or a case
 * study that has no uploaded picture, by its file name.
 */
export const illustrations: Readonly<Record<string, PeopleArt>> = Object.fromEntries(
  [
    ...heroSlides.map((slide) => slide.image),
    teamAgreeingPlan,
    teamAtDashboards,
    contactChannels,
    noticePeriodCalendar,
    payslipChecked,
    questionsBeforeAutomating,
    engineersPairProgramming,
    factoryWithThreePlants,
    healthWorkersWithSamples,
    newJoinerOnboarding,
    contractSignedOff,
    warehouseShipment,
    trainerAtBoard,
    resultsPresentation,
    complianceChecklist,
    videoInterviews,
  ].map((art) => [art.src.replace(/^.*\/|\.svg$/g, ''), art]),
);

export type IllustrationName = keyof typeof illustrations;
