/** Every page of the sitemap (static pages, /careers and job pages) as paths, in sitemap order. */
export async function pageList(site) {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  // Keep one job page: they share one template.
  const jobs = paths.filter((path) => /^\/careers\/.+/.test(path));
  return { pages: [...paths.filter((path) => !/^\/careers\/.+/.test(path)), ...jobs.slice(0, 1)] };
}
