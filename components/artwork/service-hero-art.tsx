import type { ComponentType } from 'react';
import { BusinessExcellenceArt } from './consulting-scenes';
import {
  ContractStaffingArt,
  ExecutiveSearchArt,
  ItStaffingArt,
  LocalizationStaffingArt,
  PayrollServicesArt,
  PermanentStaffingArt,
} from './talent-scenes';
import {
  ApplicationDevelopmentArt,
  ApplicationSupportArt,
  ArtificialIntelligenceArt,
  DigitalMarketingArt,
  InternetOfThingsArt,
  RoboticProcessAutomationArt,
} from './technology-scenes';

/** Each service page's own hero picture, by slug; a test seam (its test checks every page has one). */
export const serviceHeroArt: Record<string, ComponentType> = {
  'application-development': ApplicationDevelopmentArt,
  'application-support': ApplicationSupportArt,
  'artificial-intelligence': ArtificialIntelligenceArt,
  'business-excellence': BusinessExcellenceArt,
  'contract-staffing': ContractStaffingArt,
  'digital-marketing': DigitalMarketingArt,
  'executive-search': ExecutiveSearchArt,
  'internet-of-things': InternetOfThingsArt,
  'it-staffing': ItStaffingArt,
  'localization-staffing': LocalizationStaffingArt,
  'payroll-services': PayrollServicesArt,
  'permanent-staffing': PermanentStaffingArt,
  'robotics-process-automation': RoboticProcessAutomationArt,
};

/** The hero picture of the service with this slug. */
export function ServiceHeroArt({ slug }: { slug: string }) {
  const Art = serviceHeroArt[slug];
  // Named for the picture-repeat check (tests/e2e/pictures.spec.ts); no box of its own.
  return Art ? (
    <div data-picture={`service-hero ${slug}`} className="contents">
      <Art />
    </div>
  ) : null;
}
