import type { JobSearch } from './search';

/** The query string of a search (page left out when 1), e.g. '?q=java&page=2'. */
export function jobSearchQuery({ q, location, type, page }: JobSearch): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (location) params.set('location', location);
  if (type) params.set('type', type);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
