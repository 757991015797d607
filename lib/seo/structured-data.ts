import { BreadcrumbJsonLd, JobPostingJsonLd, LocalBusinessJsonLd, OrganizationJsonLd } from 'next-seo';
import type { JSX } from 'react';
import type { JsonLdData } from './json-ld';

/** What next-seo's components return: its JsonLdScript element, with the built data as a prop. */
type JsonLdScriptElement = JSX.Element & { props: { data: JsonLdData } };

/**
 * next-seo maps typed props to schema.org; its serialiser escapes only `</script>`, so pages never
 * render its elements. Each builder below runs a next-seo component and takes the data it built
 * from the element it returns; `<JsonLd>` then writes it with the serialiser that escapes every `<`.
 */
function dataOf<Props>(component: (props: Props) => JSX.Element) {
  return (props: Props): JsonLdData => (component(props) as JsonLdScriptElement).props.data;
}

export const jobPostingData = dataOf(JobPostingJsonLd);
export const breadcrumbData = dataOf(BreadcrumbJsonLd);
export const localBusinessData = dataOf(LocalBusinessJsonLd);
export const organizationData = dataOf(OrganizationJsonLd);
