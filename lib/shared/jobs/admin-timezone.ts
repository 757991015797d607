/** ADMIN_TIMEZONE's default: the company works in India Standard Time. */
export const DEFAULT_ADMIN_TIMEZONE = 'Asia/Kolkata';
