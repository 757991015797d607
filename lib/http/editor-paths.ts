import 'server-only';

/** The editor's pages, served by Payload under its own root layout. */
export const isEditorPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Payload's "create first user" screen and its API: open to anyone while the store has no user.
 * The first admin comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD instead (cms/on-init.ts).
 */
export const isFirstUserPath = (pathname: string) =>
  /^\/admin\/create-first-user\/?$/.test(pathname) ||
  /^\/cms-api\/users\/first-register\/?$/.test(pathname);
