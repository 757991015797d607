/**
 * The not-found boundary above the two route groups' root layouts, reached only if a root layout
 * itself calls notFound() (pages have (site)/not-found.tsx; unmatched addresses global-not-found).
 * Every page's payload carries it, so it is a bare document: Next's default carries 1.2 KB of
 * inline styles.
 */
export default function RootNotFound() {
  return (
    <html lang="en-IN">
      <body>
        <h1>404: This page could not be found.</h1>
        {/* A plain link: next/link here would put the router's link code into every page's first load. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Go to the home page</a>
      </body>
    </html>
  );
}
