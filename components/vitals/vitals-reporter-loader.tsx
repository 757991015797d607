'use client';

import { useEffect } from 'react';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { whenIdle } from '@/lib/shared/when-idle';

const importReporter = () => import('./vitals-reporter').then((module) => module.VitalsReporter);

/**
 * The field-vitals reporter loads once the page is idle after its load event, so it adds
 * nothing to the first load. The metrics of the load are not lost: web-vitals reads them from
 * the browser's buffered performance entries. A failed chunk is simply not retried: nothing
 * the visitor sees depends on it.
 */
export function VitalsReporterLoader() {
  const { Component: Reporter, load } = useOnDemand(importReporter);
  useEffect(() => whenIdle(load), [load]);
  return Reporter ? <Reporter /> : null;
}
