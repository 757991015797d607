'use client';

import { useEffect } from 'react';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { whenIdle } from '@/lib/shared/when-idle';

const importAnalytics = () => import('./analytics-loader').then((module) => module.AnalyticsLoader);

/**
 * The analytics loader (consent store, Consent Mode signals, the provider's tag) comes once the
 * page is idle: nothing is measured before a visitor's consent anyway, and a consent given
 * earlier is read from storage when it mounts. Keeps about 1 KB out of every page's first load.
 */
export function IdleAnalyticsLoader() {
  const { Component: Analytics, load } = useOnDemand(importAnalytics);
  useEffect(() => whenIdle(load), [load]);
  return Analytics ? <Analytics /> : null;
}
