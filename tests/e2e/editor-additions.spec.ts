// What an editor adds through the CMS reaches every place it belongs with no code change: a new
// service (its page, the /services tabs, the services menu, the footer once the navigation names
// it, the enquiry form's choices, the sitemap and the proxy's known paths), a new service category
// and a new industry (the /services tabs, the menu once the navigation gives it a column, the
// service's page, /industries, a case study's facts), and a new block on a page. On the error
// site, where no other spec counts services or reads these pages' sections.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, errorSiteURL } from './servers';

test.use({ baseURL: errorSiteURL });
// Both change records the site's menus and pages read: one after the other.
test.describe.configure({ mode: 'serial' });

async function logIn(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/cms-api/users/login', {
    data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `JWT ${(await response.json()).token}` };
}

/** A record's fields as a create takes them: Payload's ids and dates dropped at every depth. */
function fieldsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fieldsOf);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key]) => !['id', 'globalType', 'createdAt', 'updatedAt', 'formerSlugs'].includes(key),
      )
      .map(([key, item]) => [key, fieldsOf(item)]),
  );
}

/** A link in server HTML (server-made sections quote their attributes with single quotes). */
const linkTo = (href: string) => new RegExp(`href=['"]${href}['"]`);

const poll = (request: APIRequestContext, path: string) => async () =>
  (await request.get(path, { maxRedirects: 0 })).text();

/** The server HTML of a page's section, from its heading's id to the section's end. */
const sectionOf = (html: string, headingId: string) => {
  const at = html.indexOf(`id="${headingId}"`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at));
};

type Doc = { id: number; slug: string; name: string } & Record<string, unknown>;

/** The first record of a collection in its order, as a create takes its fields. */
async function firstOf(request: APIRequestContext, headers: Record<string, string>, path: string) {
  const { docs } = (await (await request.get(`/cms-api/${path}`, { headers })).json()) as {
    docs: Doc[];
  };
  return docs[0]!;
}

async function create(
  request: APIRequestContext,
  headers: Record<string, string>,
  collection: string,
  data: object,
): Promise<Doc> {
  const created = await request.post(`/cms-api/${collection}`, {
    headers,
    data: { ...data, _status: 'published' },
  });
  expect(created.status(), `${collection}: ${await created.text()}`).toBe(201);
  return (await created.json()).doc as Doc;
}

test('a service added in the CMS is listed wherever services are', async ({ request }) => {
  const headers = await logIn(request);
  const model = await firstOf(request, headers, 'services?depth=0&limit=1');
  const category = await firstOf(request, headers, 'service-categories?sort=_order&depth=0');
  const slug = `campus-hiring-${Date.now()}`;
  const name = `Campus Hiring ${slug.slice(-6)}`;
  const summary = `Graduate hiring drives run end to end (${slug}).`;
  const created = await request.post('/cms-api/services', {
    headers,
    data: {
      ...(fieldsOf(model) as object),
      slug,
      category: category.id,
      menuLabel: name,
      title: `${name} for growing teams`,
      summary,
      enquiryName: name,
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).doc.id;
  const navigation = await (
    await request.get('/cms-api/globals/navigation?depth=0', { headers })
  ).json();
  const href = `/services/${slug}`;
  try {
    // The footer lists the services the navigation names: the editor adds it there.
    const footer = { ...navigation.footer, solutions: [...navigation.footer.solutions, { slug }] };
    const named = await request.post('/cms-api/globals/navigation', {
      headers,
      data: { ...(fieldsOf({ ...navigation, footer }) as object), _status: 'published' },
    });
    expect(named.status()).toBe(200);

    const page = await request.get(href, { maxRedirects: 0 });
    expect(page.status(), 'the proxy knows its address').toBe(200);
    const html = await page.text();
    expect(html).toContain(`${name} for growing teams`);
    const card = await request.get(`/og${href}`);
    expect(card.status(), 'its social card').toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    // The enquiry opened from its page names it, and the enquiry route accepts it.
    expect(html).toContain(`/contact?service=${encodeURIComponent(name)}#form`);

    await expect.poll(poll(request, '/services'), { timeout: 10_000 }).toContain(summary);
    const services = await poll(request, '/services')();
    expect(sectionOf(services, `category-${category.slug}-heading`)).toMatch(linkTo(href));

    await expect.poll(poll(request, '/api/navigation'), { timeout: 10_000 }).toContain(href);
    // On a page without the admin API's data: this site's home page keeps its build (its
    // testimonials cannot be fetched here, so it is never regenerated).
    await expect
      .poll(async () => {
        const terms = await poll(request, '/terms')();
        return linkTo(href).test(terms.slice(terms.indexOf('<footer')));
      })
      .toBe(true);
    await expect.poll(poll(request, '/sitemap.xml')).toContain(`${href}</loc>`);

    const enquire = (service: string) =>
      request.post('/api/enquiries', {
        headers: {
          origin: errorSiteURL,
          'sec-fetch-site': 'same-origin',
          'idempotency-key': randomUUID(),
        },
        data: {
          full_name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '+91 98765 43210',
          service,
          subject: `About ${service}`,
          message: 'We hire forty graduates a year and would like to talk.',
        },
      });
    // Kept in the outbox (this site's admin API refuses connections), not refused; a service
    // nobody published is refused.
    expect((await enquire(name)).status()).toBeLessThan(300);
    const unknown = await enquire('Plumbing');
    expect(unknown.status()).toBe(422);
    expect((await unknown.json()).fieldErrors).toEqual({ service: expect.any(String) });
  } finally {
    await request.post('/cms-api/globals/navigation', {
      headers,
      data: { ...(fieldsOf(navigation) as object), _status: 'published' },
    });
    await request.delete(`/cms-api/services/${id}`, { headers });
  }
});

test('a service category and an industry added in the CMS appear where they belong', async ({
  request,
}) => {
  const headers = await logIn(request);
  const stamp = Date.now();
  const made: [string, number][] = [];
  const navigation = await (
    await request.get('/cms-api/globals/navigation?depth=0', { headers })
  ).json();
  try {
    const category = await create(request, headers, 'service-categories', {
      name: `Workplace Audits ${stamp % 1e6}`,
      slug: `workplace-audits-${stamp}`,
      icon: 'clipboard-check',
      description: 'Audits of hiring, payroll and safety practice, with a plan for each finding.',
    });
    made.unshift(['service-categories', category.id]);
    const service = await create(request, headers, 'services', {
      ...(fieldsOf(await firstOf(request, headers, 'services?depth=0&limit=1')) as object),
      slug: `hiring-audit-${stamp}`,
      category: category.id,
      menuLabel: `Hiring Audit ${stamp % 1e6}`,
      title: `Hiring Audit ${stamp % 1e6}`,
      enquiryName: `Hiring Audit ${stamp % 1e6}`,
    });
    made.unshift(['services', service.id]);
    const industry = await create(request, headers, 'industries', {
      name: `Shipping ${stamp % 1e6}`,
      slug: `shipping-${stamp}`,
      icon: 'factory',
      text: `Port operations, chartering and logistics roles (${stamp}).`,
    });
    made.unshift(['industries', industry.id]);
    const story = await create(request, headers, 'case-studies', {
      ...(fieldsOf(await firstOf(request, headers, 'case-studies?depth=0&limit=1')) as object),
      slug: `audited-hiring-${stamp}`,
      industry: industry.id,
      services: [service.id],
    });
    made.unshift(['case-studies', story.id]);
    // The services menu shows the categories the navigation gives a column: the editor adds one.
    const serviceColumns = [...navigation.serviceColumns, { category: category.id, services: [] }];
    const named = await request.post('/cms-api/globals/navigation', {
      headers,
      data: { ...(fieldsOf({ ...navigation, serviceColumns }) as object), _status: 'published' },
    });
    expect(named.status(), await named.text()).toBe(200);

    // Its tab on /services, with the service in it, and its name on the service's page.
    await expect
      .poll(
        async () =>
          sectionOf(await poll(request, '/services')(), `category-${category.slug}-heading`),
        {
          timeout: 10_000,
        },
      )
      .toMatch(linkTo(`/services/${service.slug}`));
    expect(await poll(request, `/services/${service.slug}`)()).toContain(category.name);
    // Its column in the services menu.
    await expect
      .poll(async () => {
        const menu = (await (await request.get('/api/navigation')).json()) as {
          services: { groups: { name: string; items: { href: string }[] }[] };
        };
        return menu.services.groups.find((group) => group.name === category.name)?.items;
      })
      .toContainEqual(expect.objectContaining({ href: `/services/${service.slug}` }));

    // The industry's card on /industries, and the case study that names it.
    await expect
      .poll(poll(request, '/industries'), { timeout: 10_000 })
      .toContain(`Port operations, chartering and logistics roles (${stamp}).`);
    const storyPage = await poll(request, `/case-studies/${story.slug}`)();
    expect(storyPage).toContain(industry.name);
    expect(storyPage).toMatch(linkTo(`/services/${service.slug}`));
  } finally {
    await request.post('/cms-api/globals/navigation', {
      headers,
      data: { ...(fieldsOf(navigation) as object), _status: 'published' },
    });
    for (const [collection, id] of made)
      await request.delete(`/cms-api/${collection}/${id}`, { headers });
  }
});

test('a block added to a page is rendered on it', async ({ request }) => {
  const headers = await logIn(request);
  const page = (
    await (
      await request.get('/cms-api/pages?where[path][equals]=/industries&depth=0', { headers })
    ).json()
  ).docs[0];
  const anchor = `e2e-block-${Date.now()}`;
  const added = {
    blockType: 'checklist',
    anchor,
    heading: 'Roles we fill every month',
    items: [{ text: 'Plant supervisors' }, { text: 'Quality engineers' }],
  };
  const update = (blocks: unknown[]) =>
    request.patch(`/cms-api/pages/${page.id}`, {
      headers,
      data: { blocks, _status: 'published' },
    });
  expect((await update([...page.blocks, added])).status()).toBe(200);
  try {
    await expect
      .poll(
        async () => {
          const html = await poll(request, '/industries')();
          const at = html.search(new RegExp(`id=['"]${anchor}['"]`));
          return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at));
        },
        { timeout: 10_000 },
      )
      .toMatch(/Roles we fill every month[\s\S]*Plant supervisors[\s\S]*Quality engineers/);
  } finally {
    await update(page.blocks);
  }
});
