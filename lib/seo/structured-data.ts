import 'server-only';
import {
  processors,
  type BreadcrumbJsonLdProps,
  type JobPostingJsonLdProps,
  type LocalBusinessJsonLdProps,
  type OrganizationJsonLdProps,
} from 'next-seo';
import type { NextSeoJsonLdData } from './json-ld';

/*
 * schema.org data from next-seo's typed props, built with its documented `processors` (its README,
 * "Creating Custom Components"), which add the nested `@type`s; keys keep the order of next-seo's own
 * components, so the JSON is the same as theirs. next-seo's serialiser escapes only `</script>`, so its
 * elements are never rendered: `<JsonLd>` writes this data with the serialiser that escapes every `<`.
 * The processed values are valid props again (next-seo accepts every value with or without its
 * `@type`), so each builder's result is typed with the props it was given.
 */

/** A next-seo processor applied to one value or to each of a list, as next-seo's components do. */
function processEach<In, Out>(value: In | In[], process: (one: In) => Out): Out | Out[] {
  return Array.isArray(value) ? value.map((one) => process(one)) : process(value);
}

type JobPostingProps = Pick<
  JobPostingJsonLdProps,
  | 'title'
  | 'description'
  | 'datePosted'
  | 'hiringOrganization'
  | 'jobLocation'
  | 'url'
  | 'validThrough'
  | 'employmentType'
  | 'identifier'
  | 'applicantLocationRequirements'
  | 'jobLocationType'
  | 'directApply'
  | 'experienceRequirements'
>;

export function jobPostingData(props: JobPostingProps): NextSeoJsonLdData<JobPostingProps> {
  const { jobLocation, identifier, applicantLocationRequirements, experienceRequirements } = props;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: props.title,
    description: props.description,
    datePosted: props.datePosted,
    hiringOrganization: processors.processHiringOrganization(props.hiringOrganization),
    ...(jobLocation && { jobLocation: processEach(jobLocation, processors.processJobLocation) }),
    ...(props.url && { url: props.url }),
    ...(props.validThrough && { validThrough: props.validThrough }),
    ...(props.employmentType && { employmentType: props.employmentType }),
    ...(identifier && { identifier: processors.processJobPropertyValue(identifier) }),
    ...(applicantLocationRequirements && {
      applicantLocationRequirements: processEach(
        applicantLocationRequirements,
        processors.processApplicantLocationRequirements,
      ),
    }),
    ...(props.jobLocationType && { jobLocationType: props.jobLocationType }),
    ...(props.directApply !== undefined && { directApply: props.directApply }),
    ...(experienceRequirements && {
      experienceRequirements: processors.processExperienceRequirements(experienceRequirements),
    }),
  };
}

type BreadcrumbProps = Extract<BreadcrumbJsonLdProps, { items: unknown }>;
type BreadcrumbListData = NextSeoJsonLdData<{
  itemListElement: ReturnType<typeof processors.processBreadcrumbItem>[];
}>;

export function breadcrumbData({ items }: BreadcrumbProps): BreadcrumbListData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => processors.processBreadcrumbItem(item, index + 1)),
  };
}

type OrganizationProps = Pick<
  OrganizationJsonLdProps,
  | 'name'
  | 'url'
  | 'logo'
  | 'description'
  | 'sameAs'
  | 'address'
  | 'contactPoint'
  | 'telephone'
  | 'email'
  | 'foundingDate'
  | 'legalName'
>;

export function organizationData(props: OrganizationProps): NextSeoJsonLdData<OrganizationProps> {
  const { logo, sameAs, address, contactPoint } = props;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...(props.name && { name: props.name }),
    ...(props.url && { url: props.url }),
    ...(logo && { logo: processors.processLogo(logo) }),
    ...(props.description && { description: props.description }),
    ...(sameAs && { sameAs: [sameAs].flat() }),
    ...(address && { address: processEach(address, processors.processAddress) }),
    ...(contactPoint && {
      contactPoint: processEach(contactPoint, processors.processContactPoint),
    }),
    ...(props.telephone && { telephone: props.telephone }),
    ...(props.email && { email: props.email }),
    ...(props.foundingDate && { foundingDate: props.foundingDate }),
    ...(props.legalName && { legalName: props.legalName }),
  };
}

type LocalBusinessProps = Pick<
  LocalBusinessJsonLdProps,
  | 'name'
  | 'address'
  | 'url'
  | 'telephone'
  | 'geo'
  | 'openingHoursSpecification'
  | 'sameAs'
  | 'email'
  | 'description'
> & { type: string };

export function localBusinessData(
  props: LocalBusinessProps,
): NextSeoJsonLdData<Omit<LocalBusinessProps, 'type'>> {
  const { geo, openingHoursSpecification, sameAs } = props;
  return {
    '@context': 'https://schema.org',
    '@type': props.type,
    name: props.name,
    address: processEach(props.address, processors.processAddress),
    ...(props.url && { url: props.url }),
    ...(props.telephone && { telephone: props.telephone }),
    ...(geo && { geo: processors.processGeo(geo) }),
    ...(openingHoursSpecification && {
      openingHoursSpecification: processEach(
        openingHoursSpecification,
        processors.processOpeningHours,
      ),
    }),
    ...(sameAs && { sameAs: [sameAs].flat() }),
    ...(props.email && { email: props.email }),
    ...(props.description && { description: props.description }),
  };
}
