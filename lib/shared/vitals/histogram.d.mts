export type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type Rating = 'good' | 'needs improvement' | 'poor';

export const VITALS_REPORT_DAYS: number;
export const VITAL_METRICS: readonly VitalMetric[];
export function bucketOf(metric: VitalMetric, value: number): number;
export function bucketTop(metric: VitalMetric, bucket: number): number;
export function percentile(
  metric: VitalMetric,
  histogram: { bucket: number; samples: number }[],
  fraction?: number,
): number | undefined;
export function rating(metric: VitalMetric, value: number): Rating;
export function summarise(
  rows: { page: string; metric: VitalMetric; bucket: number; samples: number }[],
): { page: string; metric: VitalMetric; samples: number; p75: number; rating: Rating }[];
export function dayOf(time: number): string;
export function daysBefore(time: number, days: number): string;
