import { industries } from '../../../content/industries';
import { servicePages } from '../../../content/services';

type Option = { value: string; label: string };

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The sectors of /industries, as a case study names its client's. */
export const industryOptions: readonly Option[] = industries.industries.map((card) => ({
  value: slugify(card.title),
  label: card.title,
}));

/** The service pages a case study can be told on. */
export const serviceOptions: readonly Option[] = servicePages.map((service) => ({
  value: service.slug,
  label: service.menuLabel,
}));

export const optionLabel = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
