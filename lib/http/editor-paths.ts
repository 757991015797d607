import 'server-only';

/** The editor's pages, served by Payload under its own root layout. */
export const isEditorPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');
