import type { ScreenName } from '@/content/product-screens';
import { AttendanceScreen, EmployeeDirectoryScreen, PayrollRunScreen } from './hrms-screens';
import { AnalyticsScreen, GoalsScreen, ReviewFormScreen } from './review-screens';

const screens = {
  'review-form': ReviewFormScreen,
  goals: GoalsScreen,
  analytics: AnalyticsScreen,
  'employee-directory': EmployeeDirectoryScreen,
  'payroll-run': PayrollRunScreen,
  attendance: AttendanceScreen,
} as const;

/** One product screen by name, in its browser window. */
export function ProductScreen({ name, className }: { name: ScreenName; className?: string }) {
  const Screen = screens[name];
  return <Screen className={className} />;
}
