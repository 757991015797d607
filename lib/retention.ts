
/**
 * Days a delivered or rejected submission (and its resume) stays in the site's store: the
 * default of RETENTION_DAYS, and the period the privacy policy states (a test ties them).
 */
export const DEFAULT_RETENTION_DAYS = 30;
