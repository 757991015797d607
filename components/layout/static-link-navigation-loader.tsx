'use client';

import { useEffect } from 'react';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { whenIdle } from '@/lib/shared/when-idle';

const importNavigation = () =>
  import('./static-link-navigation').then((module) => module.StaticLinkNavigation);

/**
 * The delegated link handler loads once the page is idle, so it adds nothing to the first load.
 * Until then a click on a link in server-made HTML is an ordinary full navigation.
 */
export function StaticLinkNavigationLoader() {
  const { Component: Navigation, load } = useOnDemand(importNavigation);
  useEffect(() => whenIdle(load), [load]);
  return Navigation ? <Navigation /> : null;
}
