import { useSyncExternalStore } from 'react';
import { enquiryServices } from '@/content/enquiry';

const subscribe = () => () => {};

function serviceInUrl(services: readonly string[]): string | undefined {
  const named = new URLSearchParams(window.location.search).get('service') ?? '';
  return [...enquiryServices, ...services].includes(named) ? named : undefined;
}

/**
 * The service named in `?service=` (links from service pages to /contact#form) when it is one of
 * the form's choices or of these services' names; undefined without them, in the server HTML and
 * during hydration, as the page is pre-rendered.
 */
export function useServiceFromUrl(services: readonly string[] | undefined): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (services ? serviceInUrl(services) : undefined),
    () => undefined,
  );
}
