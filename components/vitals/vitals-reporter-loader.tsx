'use client';

import { idleIsland } from '@/components/ui/on-demand/idle-island';

/**
 * The field-vitals reporter. The metrics of the load are not lost by loading it late: web-vitals
 * reads them from the browser's buffered performance entries.
 */
export const VitalsReporterLoader = idleIsland(() =>
  import('./vitals-reporter').then((module) => module.VitalsReporter),
);
