'use client';

import { idleIsland } from '@/components/ui/on-demand/idle-island';

/** The delegated link handler; until it loads, a link in server-made HTML is a full navigation. */
export const StaticLinkNavigationLoader = idleIsland(() =>
  import('./static-link-navigation').then((module) => module.StaticLinkNavigation),
);
