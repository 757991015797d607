import { Activity, type ReactNode } from 'react';

/**
 * Hydrates its children apart from the rest of the page, at React's lowest priority and in
 * slices of about 5 ms, instead of in the single long task that hydrating a whole page takes
 * (on a budget phone, most of its Total Blocking Time). A visible Activity boundary changes
 * nothing in the HTML but two comments, and unlike a Suspense boundary the server never moves
 * its content out of place: the page stays complete without JavaScript. A click inside before
 * hydration reaches it is not lost: React hydrates that boundary first and replays the event.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
