import type { ReactElement } from 'react';

/**
 * A whole HTML document from React components, for a route handler's answer. Next refuses a
 * static import of react-dom/server in the app router's server layer (it is meant for pages);
 * a dynamic import loads it when a route handler needs it, and the components stay plain
 * server markup (no hooks, no client components).
 */
export async function renderPage(page: ReactElement): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
