// What an editor adds through the CMS reaches every place it belongs with no code change: a new
// service (its page, the /services tabs, the services menu, the footer once the navigation names
// it, the enquiry form's choices, the sitemap and the proxy's known paths) and a new block on a
// page. On the error site, where no other spec counts services or reads these pages' sections.
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

test('a service added in the CMS is listed wherever services are', async ({ request }) => {
  const headers = await logIn(request);
  const model = (
    await (
      await request.get('/cms-api/services?where[slug][equals]=it-staffing&depth=0', { headers })
    ).json()
  ).docs[0];
  const slug = `campus-hiring-${Date.now()}`;
  const name = `Campus Hiring ${slug.slice(-6)}`;
  const summary = `Graduate hiring drives run end to end (${slug}).`;
  const created = await request.post('/cms-api/services', {
    headers,
    data: {
      ...(fieldsOf(model) as object),
      slug,
      category: 'training',
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
    // The enquiry opened from its page names it, and the enquiry route accepts it.
    expect(html).toContain(`/contact?service=${encodeURIComponent(name)}#form`);

    await expect.poll(poll(request, '/services'), { timeout: 10_000 }).toContain(summary);
    const services = await poll(request, '/services')();
    const training = services.slice(services.indexOf('id="category-training-heading"'));
    expect(training.slice(0, training.indexOf('</section>'))).toMatch(linkTo(href));

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
