/**
 * Days a delivered or rejected submission (and its resume) stays in the site's store: the
 * default of RETENTION_DAYS, and the period the privacy policy states (a test ties them).
 */
export const DEFAULT_RETENTION_DAYS = 30;

/** Days the field vitals' daily counts are kept (the privacy and cookie policies state it). */
export const VITALS_RETENTION_DAYS = 90;
