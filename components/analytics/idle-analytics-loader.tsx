'use client';

import { idleIsland } from '@/components/ui/on-demand/idle-island';

/**
 * The analytics loader (consent store, Consent Mode signals, the provider's tag): nothing is
 * measured before a visitor's consent anyway, and a consent given earlier is read from storage
 * when it mounts. Keeps about 1 KB out of every page's first load.
 */
export const IdleAnalyticsLoader = idleIsland(() =>
  import('./analytics-loader').then((module) => module.AnalyticsLoader),
);
