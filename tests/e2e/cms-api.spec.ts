// The CMS's API against `next start`, as an attacker would try it: with and without a login,
// malformed GraphQL and REST requests (fragment cycles, depth, aliases, unknown fields, bad JSON,
// wrong content types, huge numbers, encoded paths) are each a 4xx, never a 5xx; a made-up token
// gets a stranger's body limit; every answer is `no-store`. What an editor saves is checked too: a
// path or link to another host is refused, bidirectional controls leave titles, media comes only
// as an uploaded file, and the media route keeps its own `default-src 'none'` policy.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, embeddedURL } from './servers';

// One login for the file.
test.describe.configure({ mode: 'serial' });

let token = '';
const jwt = () => ({ Authorization: `JWT ${token}` });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const login = await request.post(`${embeddedURL}/cms-api/users/login`, {
    data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
  });
  token = ((await login.json()) as { token: string }).token;
  await request.dispose();
});

/** A 4xx that no cache may keep. */
async function expectRefused(response: APIResponse, label: string) {
  expect(response.status(), label).toBeGreaterThanOrEqual(400);
  expect(response.status(), label).toBeLessThan(500);
  expect(response.headers()['cache-control'], label).toBe('no-store');
}

const graphql = (request: APIRequestContext, body: string, headers: Record<string, string> = {}) =>
  request.post(`${embeddedURL}/cms-api/graphql`, {
    headers: { 'Content-Type': 'application/json', ...headers },
    data: body,
  });

const cycle = 'query{...A} fragment A on Query{...B} fragment B on Query{...A}';

test('the three requests that answered 500 are 4xx, with a login and without', async ({
  request,
}) => {
  for (const headers of [{}, jwt()]) {
    const who = 'Authorization' in headers ? 'editor' : 'stranger';
    await expectRefused(
      await graphql(request, JSON.stringify({ query: cycle }), headers),
      `${who}: cycle`,
    );
    await expectRefused(
      await request.post(`${embeddedURL}/cms-api/users/verify/abc`, { headers }),
      `${who}: verify`,
    );
  }
  // Without a login GraphQL answers nothing; with one, the editor's own access.
  const stranger = await graphql(request, JSON.stringify({ query: '{Access{canAccessAdmin}}' }));
  expect(stranger.status()).toBe(401);
  expect(stranger.headers()['cache-control']).toBe('no-store');
  const editor = await graphql(
    request,
    JSON.stringify({ query: '{Access{canAccessAdmin}}' }),
    jwt(),
  );
  expect(editor.status()).toBe(200);
  expect(await editor.json()).toEqual({ data: { Access: { canAccessAdmin: true } } });
});

test('malformed GraphQL is a 4xx', async ({ request }) => {
  const deep = `{ Pages { docs { ${'socialImage { '.repeat(14)}id${' }'.repeat(14)} } } }`;
  const aliases = `{ ${Array.from({ length: 2500 }, (_, i) => `a${i}: Pages { totalDocs }`).join(' ')} }`;
  const queries = {
    'self-spread': 'query{...A} fragment A on Query{...A}',
    'unknown fragment': 'query{...Nowhere}',
    'unknown field': '{ Nope }',
    'unknown argument': '{ Pages(nope: 1) { totalDocs } }',
    'unknown operator': '{ Pages(where: { path: { nope: "/" } }) { totalDocs } }',
    'syntax error': '{',
    'huge integer': '{ Pages(limit: 99999999999999999999) { totalDocs } }',
    'huge float': '{ Pages(limit: 1e400) { totalDocs } }',
    'string for id': '{ Page(id: "abc") { id } }',
    deep,
    aliases,
  };
  for (const [label, query] of Object.entries(queries))
    await expectRefused(await graphql(request, JSON.stringify({ query }), jwt()), label);
  const bodies = {
    'bad JSON': '{bad json',
    'no query': '{}',
    'query a number': '{"query":123}',
    'variables a string': '{"query":"query($x:Int){Pages(limit:$x){totalDocs}}","variables":"abc"}',
    'variable too large':
      '{"query":"query($x:Int){Pages(limit:$x){totalDocs}}","variables":{"x":1e30}}',
    'operationName a number': '{"query":"{Pages{totalDocs}}","operationName":5}',
    'JSON null': 'null',
  };
  for (const [label, body] of Object.entries(bodies))
    await expectRefused(await graphql(request, body, jwt()), label);
  for (const type of ['text/plain', 'application/graphql', 'application/x-www-form-urlencoded'])
    await expectRefused(
      await graphql(request, JSON.stringify({ query: '{ Pages { totalDocs } }' }), {
        ...jwt(),
        'Content-Type': type,
      }),
      type,
    );
  await expectRefused(
    await request.get(`${embeddedURL}/cms-api/graphql?query={Pages{totalDocs}}`, {
      headers: jwt(),
    }),
    'GET',
  );
});

test('malformed REST requests and encoded paths are a 4xx, never a 5xx', async ({ request }) => {
  const multipart = (boundary: string, payload: string) => ({
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    body: `--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n--x--\r\n`,
  });
  const cases: [string, string, { 'Content-Type'?: string; body?: string }?][] = [
    ['POST', '/cms-api/users/verify/abc'],
    ['POST', '/cms-api/users/verify/%00'],
    ['POST', '/cms-api/users/%76erify/abc'],
    ['POST', '/cms-api/Users/Verify/abc'],
    ['POST', '/cms-api/users/verify/abc/'],
    ['POST', '/cms-api/users//verify/abc'],
    ['GET', '/cms-api/pages?where=abc'],
    ['GET', '/cms-api/pages?select=abc'],
    ['GET', '/cms-api/pages?where[id][equals]=abc'],
    ['GET', '/cms-api/pages?limit=1e400'],
    ['GET', '/cms-api/pages/abc'],
    ['GET', '/cms-api/pages/99999999999999999999'],
    ['GET', '/cms-api/pages/%00'],
    ['GET', '/cms-api/payload-migrations'],
    ['GET', '/cms-api/nope'],
    ['GET', '/cms-api/media/file/..%2F..%2Fcms.db'],
    ['POST', '/cms-api/pages', { 'Content-Type': 'application/json', body: '{bad json' }],
    ['POST', '/cms-api/pages', { 'Content-Type': 'application/json', body: '"a string"' }],
    ['POST', '/cms-api/pages', { 'Content-Type': 'application/json', body: 'null' }],
    ['PATCH', '/cms-api/pages/1', { 'Content-Type': 'application/json', body: '123' }],
    ['POST', '/cms-api/users/login', { 'Content-Type': 'application/json', body: '"a string"' }],
    ['PATCH', '/cms-api/pages?where=abc', { 'Content-Type': 'application/json', body: '{}' }],
    ['POST', '/cms-api/pages', multipart('x', '{bad')],
    ['POST', '/cms-api/pages', multipart('y', '{}')],
    ['POST', '/cms-api/payload-kv', multipart('x', '{bad')],
    ['POST', '/cms-api/media', { 'Content-Type': 'text/plain', body: 'hello' }],
  ];
  for (const headers of [{}, jwt()])
    for (const [method, target, { body, ...type } = {}] of cases) {
      const label = `${'Authorization' in headers ? 'editor' : 'stranger'}: ${method} ${target}`;
      const response = await request.fetch(`${embeddedURL}${target}`, {
        method,
        headers: { ...headers, ...type },
        // As it is: Playwright would send a string that does not parse as JSON, JSON-encoded.
        data: body === undefined ? undefined : Buffer.from(body),
      });
      expect(response.status(), label).toBeLessThan(500);
      expect(response.headers()['cache-control'], label).toBe('no-store');
      if (target.includes('verify') || target.includes('where=') || type['Content-Type'])
        await expectRefused(response, label);
    }
});

test('logins of one account at once each get a session that works', async ({ playwright }) => {
  // Payload keeps an account's sessions in one list it reads and writes back around the password
  // check: at once, each login wrote a list without the others' sessions.
  const clients = await Promise.all([1, 2, 3].map(() => playwright.request.newContext()));
  try {
    const logins = await Promise.all(
      clients.map((client) =>
        client.post(`${embeddedURL}/cms-api/users/login`, {
          data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
        }),
      ),
    );
    for (const [index, login] of logins.entries()) {
      expect(login.status()).toBe(200);
      const { token: own } = (await login.json()) as { token: string };
      const me = await clients[index]!.get(`${embeddedURL}/cms-api/users/me`, {
        headers: { Authorization: `JWT ${own}` },
      });
      const { user } = (await me.json()) as { user: { email: string } | null };
      expect(user?.email, `login ${index + 1}`).toBe(CMS_ADMIN_EMAIL);
    }
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
});

test('a made-up token or cookie gets a stranger’s body limit; a real login an editor’s', async ({
  request,
}) => {
  const big = { email: 'someone@example.com', password: 'x'.repeat(20 * 1024) };
  const forged: Record<string, string>[] = [
    { Authorization: 'JWT a.b.c' },
    { Authorization: `JWT ${token.slice(0, -4)}AAAA` },
    { Cookie: 'payload-token=a.b.c' },
  ];
  for (const headers of forged) {
    const response = await request.post(`${embeddedURL}/cms-api/users/login`, {
      headers,
      data: big,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(413);
  }
  const editor = await request.post(`${embeddedURL}/cms-api/users/login`, {
    headers: jwt(),
    data: big,
  });
  expect(editor.status()).not.toBe(413);
});

test('what an editor saves: paths and links on this site only, no bidirectional controls, media only uploaded', async ({
  request,
}) => {
  const cms = (method: string, target: string, data: object) =>
    request.fetch(`${embeddedURL}/cms-api/${target}`, { method, headers: jwt(), data });
  const found = await request.get(
    `${embeddedURL}/cms-api/pages?where[path][equals]=/terms&depth=0`,
    {
      headers: jwt(),
    },
  );
  const terms = ((await found.json()) as { docs: { id: number; title: string; path: string }[] })
    .docs[0]!;
  try {
    // Published or as a draft (Payload skips fields' validation for a draft: a hook checks).
    for (const path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'https://evil.example/',
    ])
      for (const draft of ['', '?draft=true'])
        await expectRefused(
          await cms('PATCH', `pages/${terms.id}${draft}`, { path }),
          path + draft,
        );
    const navigation = (await (await cms('GET', 'globals/navigation?depth=0', {})).json()) as {
      main: { label: string; href: string }[];
    };
    const main = navigation.main.map((entry, index) =>
      index === 0 ? { ...entry, href: '//evil.example/x' } : entry,
    );
    for (const draft of ['', '?draft=true'])
      await expectRefused(
        await cms('POST', `globals/navigation${draft}`, { main }),
        `menu${draft}`,
      );

    // U+202E and its kind leave the title and the slug as they are saved.
    const saved = await cms('PATCH', `pages/${terms.id}?draft=true`, {
      title: `Terms\u202e\u2066 of\u200f use\u061c`,
    });
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as { doc: { title: string } }).doc.title).toBe('Terms of use');
  } finally {
    await cms('PATCH', `pages/${terms.id}?draft=true`, { title: terms.title });
  }

  // A record made with a `url` is refused before anything is fetched.
  const fetched = await request.post(`${embeddedURL}/cms-api/media`, {
    headers: jwt(),
    data: { alt: 'From elsewhere', filename: 'x.png', url: 'https://example.com/x.png' },
  });
  await expectRefused(fetched, 'media from a URL');
  expect(await fetched.text()).toContain('never fetched from an address');

  // An uploaded picture is served by the site with its own policy, not the page's.
  const picture = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#123' },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post(`${embeddedURL}/cms-api/media`, {
    headers: jwt(),
    multipart: {
      file: { name: `csp-${Date.now()}.png`, mimeType: 'image/png', buffer: picture },
      _payload: JSON.stringify({ alt: 'A small square' }),
    },
  });
  expect(uploaded.status()).toBe(201);
  expect(uploaded.headers()['cache-control']).toBe('no-store');
  const { filename } = ((await uploaded.json()) as { doc: { filename: string } }).doc;
  for (const name of [filename, 'nothing-here.png']) {
    const served = await request.get(`${embeddedURL}/api/media/${name}`);
    expect(served.status()).toBe(name === filename ? 200 : 404);
    expect(served.headers()['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
  }
});
