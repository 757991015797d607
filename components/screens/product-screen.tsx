import type { ScreenData } from './screen-data';
import { AttendanceScreen, EmployeeDirectoryScreen, PayrollRunScreen } from './hrms-screens';
import { AnalyticsScreen, GoalsScreen, ReviewFormScreen } from './review-screens';

/** One product screen, drawn from its sample data in its browser window. */
export function ProductScreen({ data, className }: { data: ScreenData; className?: string }) {
  switch (data.blockType) {
    case 'review-form':
      return <ReviewFormScreen data={data} className={className} />;
    case 'goals':
      return <GoalsScreen data={data} className={className} />;
    case 'analytics':
      return <AnalyticsScreen data={data} className={className} />;
    case 'employee-directory':
      return <EmployeeDirectoryScreen data={data} className={className} />;
    case 'payroll-run':
      return <PayrollRunScreen data={data} className={className} />;
    case 'attendance':
      return <AttendanceScreen data={data} className={className} />;
  }
}
