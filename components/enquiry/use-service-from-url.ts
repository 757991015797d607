import { useSyncExternalStore } from 'react';
import { isAcceptedService } from '@/content/service-names';

const subscribe = () => () => {};

function serviceInUrl(): string | undefined {
  const named = new URLSearchParams(window.location.search).get('service');
  return isAcceptedService(named) ? named : undefined;
}

/**
 * The service named in `?service=` (links from service pages to /contact#form) when the form
 * accepts it; undefined in the server HTML and during hydration, as the page is pre-rendered.
 */
export function useServiceFromUrl(enabled: boolean): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (enabled ? serviceInUrl() : undefined),
    () => undefined,
  );
}
