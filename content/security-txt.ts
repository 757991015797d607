/**
 * Until when security.txt's contact holds (RFC 9116 wants less than a year ahead). A fixed date
 * the owners renew: lib/security-txt.test.ts fails from 30 days before it, so a test run says
 * when to move it on (by up to a year, with the contact checked).
 */
export const securityTxtExpires = '2027-10-31T23:59:59Z';
