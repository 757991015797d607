// A server whose editor has no user yet, as on README's first start without CMS_ADMIN_* (the no-user
// site of playwright.config.ts): no request makes a user, however the first-user routes are spelt,
// and Payload's first-user screen shows its "Nothing found" instead of a form (the rule is in the
// users collection, not the paths).
// Its logins and password-reset requests are limited per client (RATE_LIMIT_LOGINS is 5 here),
// over REST and GraphQL alike, with a 429 and Retry-After.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { noUserSiteURL } from './servers';

const PASSWORD = 'an-intruders-long-password';

/** Encoded, double-encoded, case and suffix spellings of a route's last segment. */
const spellings = (segment: string) => [
  segment,
  segment.replaceAll('-', '%2D'),
  `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`,
  segment.replaceAll('-', '%252D'),
  segment.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
  segment.toUpperCase(),
  `${segment};`,
  `${segment}/`,
  `${segment}.json`,
  `${segment}%2F`,
  `${segment}%3B`,
  `${segment}?x=1`,
];

/** Still no user: Payload's own answer to whether the store has one (what its screens ask). */
async function expectNoUser(request: APIRequestContext) {
  const init = await request.get(`${noUserSiteURL}/cms-api/users/init`);
  expect(await init.json()).toEqual({ initialized: false });
}

test('no spelling of POST /cms-api/users/first-register makes a user', async ({ request }) => {
  await expectNoUser(request);
  for (const [index, spelling] of spellings('first-register').entries()) {
    const response = await request.post(`${noUserSiteURL}/cms-api/users/${spelling}`, {
      data: { email: `intruder-${index}@example.com`, password: PASSWORD, role: 'admin' },
    });
    expect([403, 404], spelling).toContain(response.status());
    expect(await response.text(), spelling).not.toContain('token');
  }
  await expectNoUser(request);
});

test('no spelling of /admin/create-first-user renders a form', async ({ request }) => {
  for (const spelling of spellings('create-first-user')) {
    // Payload streams its editor pages, so its "Nothing found" (or a redirect to the first-user
    // route, which shows it) comes with a 200, as for any path of /admin it does not know.
    const response = await request.get(`${noUserSiteURL}/admin/${spelling}`);
    expect([200, 404], spelling).toContain(response.status());
    const html = await response.text();
    expect(html, spelling).toMatch(
      /Nothing found|NEXT_REDIRECT;replace;\/admin\/create-first-user;/,
    );
    expect(html, spelling).not.toMatch(/<form|type="password"|field-email|field-password/);
  }
  await expectNoUser(request);
});

test("a client's logins and password-reset requests are limited: 429 with Retry-After, over REST and GraphQL", async ({
  request,
}) => {
  const from = (client: string) => ({ 'X-Forwarded-For': client });
  const logins = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      request.post(`${noUserSiteURL}/cms-api/users/login`, {
        headers: from('203.0.113.21'),
        data: { email: `nobody-${index}@example.com`, password: PASSWORD },
      }),
    ),
  );
  const statuses = logins.map((response) => response.status()).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const refused = logins.find((response) => response.status() === 429)!;
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
    /^Too many attempts\. Try again in \d+ minutes?\.$/,
  );

  // Six logins in one GraphQL request count as six.
  const aliases = Array.from(
    { length: 6 },
    (_, index) =>
      `a${index}: loginUser(email: "nobody-${index}@example.com", password: "${PASSWORD}") { token }`,
  );
  const graphql = await request.post(`${noUserSiteURL}/cms-api/graphql`, {
    headers: from('203.0.113.22'),
    data: { query: `mutation { ${aliases.join(' ')} }` },
  });
  expect(graphql.status()).toBe(429);
  expect(Number(graphql.headers()['retry-after'])).toBeGreaterThan(0);
  const { errors } = (await graphql.json()) as { errors: { message: string }[] };
  const messages = errors.map((error) => error.message.replace(/\d+ minutes?/, 'N minutes'));
  expect(messages.sort()).toEqual([
    ...Array(5).fill('The email or password provided is incorrect.'),
    'Too many attempts. Try again in N minutes.',
  ]);

  const resets = [];
  for (let index = 0; index < 6; index += 1)
    resets.push(
      await request.post(`${noUserSiteURL}/cms-api/users/forgot-password`, {
        headers: from('203.0.113.23'),
        data: { email: `nobody-${index}@example.com` },
      }),
    );
  expect(resets.map((response) => response.status())).toEqual([200, 200, 200, 200, 200, 429]);
  expect(Number(resets[5]!.headers()['retry-after'])).toBeGreaterThan(0);
  const graphqlReset = await request.post(`${noUserSiteURL}/cms-api/graphql`, {
    headers: from('203.0.113.23'),
    data: { query: 'mutation { forgotPasswordUser(email: "nobody-9@example.com") }' },
  });
  expect(graphqlReset.status()).toBe(429);
  expect(Number(graphqlReset.headers()['retry-after'])).toBeGreaterThan(0);
});
