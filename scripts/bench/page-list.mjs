/** Every page of the sitemap (static pages, /careers and job pages) as paths, in sitemap order. */
async function sitemapPaths(site) {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const isJobPage = (path) => /^\/careers\/.+/.test(path);

/** Every page of the sitemap, with one job page only: they share one template. */
async function pageList(site) {
  const paths = await sitemapPaths(site);
  return {
    pages: [...paths.filter((path) => !isJobPage(path)), ...paths.filter(isJobPage).slice(0, 1)],
  };
}

/** The pages the bench measures unless BENCH_PATHS names others: one of each kind of template. */
async function defaultPages(site) {
  const job = (await sitemapPaths(site)).find(isJobPage);
  return ['/', '/about', '/careers', ...(job ? [job] : []), '/privacy'];
}

/**
 * The paths BENCH_PATHS names (comma-separated; `all` for every page of the sitemap), or the
 * default set. `chosen` tells whether BENCH_PATHS was set.
 */
export async function benchPages(site, value = process.env.BENCH_PATHS) {
  const named = value
    ?.split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (!named?.length) return { pages: await defaultPages(site), chosen: false };
  if (named.length === 1 && named[0] === 'all')
    return { pages: (await pageList(site)).pages, chosen: true };
  return { pages: named, chosen: true };
}
