/** What the providers' scripts put on window, and what we read from it. */
type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  plausible?: ((event: string, options?: { props?: Record<string, string | number> }) => void) & {
    q?: unknown[];
  };
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
};

export const analyticsWindow = () => window as unknown as AnalyticsWindow;
