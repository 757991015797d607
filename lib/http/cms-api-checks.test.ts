// Requests the CMS's API refuses with a 4xx before Payload sees them; each made Payload answer 500
// (tests/e2e/cms-api.spec.ts sends them to the real server).
import { graphqlRefusal, restRefusal } from './cms-api-checks';
import { cpuMs } from '@/tests/support/cpu-time';

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const graphql = (query: unknown, type = 'application/json', loggedIn = true) =>
  graphqlRefusal(type, bytes(JSON.stringify({ query })), loggedIn);
const rest = (method: string, target: string, type = '', body = '') =>
  restRefusal(method, new URL(target, 'http://localhost'), type, bytes(body));

const cycleQuery = 'query{...A} fragment A on Query{...B} fragment B on Query{...A}';

describe('GraphQL', () => {
  it('hands a plain query on', () => {
    expect(graphql('{ Pages(limit: 1) { docs { id title } } }')).toBeNull();
    expect(
      graphql(
        'query Q { ...P } fragment P on Query { Pages { docs { ...D } } } fragment D on Page { id }',
      ),
    ).toBeNull();
  });

  it('refuses fragments that spread each other in a cycle, however long', () => {
    expect(graphql('query{...A} fragment A on Query{...B} fragment B on Query{...A}')).toEqual({
      status: 400,
      message: 'Fragments spread each other in a cycle.',
    });
    expect(graphql('query{...A} fragment A on Query{...A}')?.status).toBe(400);
    const chain = Array.from(
      { length: 50 },
      (_, i) => `fragment F${i} on Query { ...F${(i + 1) % 50} }`,
    );
    expect(
      graphql(`
        query {
          ...F0
        }
        ${chain.join(' ')}
      `)?.status,
    ).toBe(400);
  });

  it('refuses a query too deep, too wide or too long, and measures fragments once', () => {
    const deep = `{ ${'a { '.repeat(20)}b${' }'.repeat(20)} }`;
    expect(graphql(deep)).toEqual({ status: 400, message: 'The query is nested deeper than 12.' });
    const aliases = Array.from({ length: 2100 }, (_, i) => `a${i}: __typename`).join(' ');
    expect(graphql(`{ ${aliases} }`)?.status).toBe(400);
    // Each fragment spreads the next twice: 2^40 fields if each spread were walked anew.
    const doubling = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ... on Query { ...F${i + 1} } }`,
    );
    const last = 'fragment F40 on Query { __typename }';
    const started = cpuMs();
    expect(
      graphqlRefusal(
        'application/json',
        bytes(JSON.stringify({ query: `{ ...F0 } ${doubling.join(' ')} ${last}` })),
        true,
      ),
    ).toEqual({
      status: 400,
      message: 'The query asks for more than 2000 fields.',
    });
    expect(cpuMs() - started).toBeLessThan(200);
    expect(graphql('{ a }'.repeat(3000))?.status).toBe(400);
  });

  it('refuses a media record made from an address, the only kind GraphQL can make', () => {
    const create =
      'mutation { createMedia(data: { alt: "x", url: "https://example.com/x.png", filename: "x.png" }) { id } }';
    expect(graphql(create)).toEqual({
      status: 400,
      message: 'Upload pictures as files, through the editor or REST.',
    });
    expect(
      graphql('mutation M { ...F } fragment F on Mutation { duplicateMedia(id: 1) { id } }')
        ?.status,
    ).toBe(400);
    expect(graphql('mutation { updatePage(id: 1, data: { title: "x" }) { id } }')).toBeNull();
  });

  it('answers nothing but signing in without a login', () => {
    const anonymous = (query: string) => graphql(query, 'application/json', false);
    for (const query of [
      '{ Access { canAccessAdmin } }',
      '{ Pages { totalDocs } }',
      'mutation { loginUser(email: "a@b.c", password: "x") { token } Pages { totalDocs } }',
      'mutation { updatePage(id: 1, data: { title: "x" }) { id } }',
      'mutation { ...F } fragment F on Mutation { unlockUser(email: "a@b.c") }',
    ])
      expect(anonymous(query)).toEqual({ status: 401, message: 'Log in to use the GraphQL API.' });
    for (const query of [
      'mutation { loginUser(email: "a@b.c", password: "x") { token } }',
      'mutation { a: loginUser(email: "a@b.c", password: "x") { token } b: loginUser(email: "a@b.c", password: "y") { token } }',
      'mutation { forgotPasswordUser(email: "a@b.c") }',
      'mutation { ... on Mutation { resetPasswordUser(token: "t", password: "p") { token } } }',
    ])
      expect(anonymous(query)).toBeNull();
    expect(anonymous(cycleQuery)?.status).toBe(400);
  });

  it('refuses what is not a query in JSON', () => {
    expect(graphqlRefusal('application/json', bytes('{bad json'), true)?.status).toBe(400);
    expect(graphqlRefusal('application/json', bytes('null'), true)?.status).toBe(400);
    expect(graphql(123)?.status).toBe(400);
    expect(graphql('{')?.status).toBe(400);
    expect(graphql('query{...Nowhere}')?.status).toBe(400);
    expect(graphql('{ Pages { id } }', 'text/plain')?.status).toBe(415);
    expect(graphql('{ Pages { id } }', 'application/x-www-form-urlencoded')?.status).toBe(415);
  });
});

describe('REST', () => {
  it('hands ordinary requests on', async () => {
    expect(await rest('GET', '/cms-api/pages?where[path][equals]=/&depth=0')).toBeNull();
    expect(
      await rest('PATCH', '/cms-api/pages/1?draft=true', 'application/json', '{"title":"x"}'),
    ).toBeNull();
    const form =
      '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"A"}\r\n--x--\r\n';
    expect(
      await rest('POST', '/cms-api/media', 'multipart/form-data; boundary=x', form),
    ).toBeNull();
  });

  it('answers 404 to e-mail verification, which no collection has', async () => {
    for (const target of [
      '/cms-api/users/verify/abc',
      '/cms-api/users/verify/%00',
      '/cms-api/Users/Verify/x',
    ])
      expect((await rest('POST', target))?.status).toBe(target.includes('%00') ? 400 : 404);
  });

  it('answers 404 to a record id that is not a number, where Payload queried NaN', async () => {
    for (const [method, target] of [
      ['GET', '/cms-api/users/unlock'],
      ['GET', '/cms-api/users/forgot-password'],
      ['DELETE', '/cms-api/users/logout'],
      ['PATCH', '/cms-api/pages/abc'],
      ['GET', '/cms-api/pages/1e400'],
      ['GET', '/cms-api/pages/99999999999999999999'],
      ['GET', '/cms-api/pages/versions/abc'],
      ['POST', '/cms-api/pages/abc/duplicate'],
    ])
      expect((await rest(method!, target!))?.status).toBe(404);
    for (const [method, target] of [
      ['GET', '/cms-api/users/me'],
      ['GET', '/cms-api/pages/12'],
      ['GET', '/cms-api/pages/versions'],
      ['GET', '/cms-api/pages/count'],
      ['GET', '/cms-api/media/file/team.webp'],
      ['GET', '/cms-api/globals/company'],
      ['GET', '/cms-api/payload-preferences/collection-pages'],
      ['POST', '/cms-api/users/unlock'],
      ['POST', '/cms-api/pages/3/duplicate'],
    ])
      expect(await rest(method!, target!)).toBeNull();
  });

  it('refuses a limit, page or depth that is not a whole number of a sensible size', async () => {
    for (const query of [
      'limit=1e400',
      'limit=99999999999999999999',
      'page=-1',
      'depth=abc',
      'limit=',
    ])
      expect((await rest('GET', `/cms-api/pages?${query}`))?.status).toBe(400);
    expect(await rest('GET', '/cms-api/pages?limit=10&page=2&depth=1')).toBeNull();
  });

  it('refuses a where, select, populate or joins given as a plain value', async () => {
    for (const name of ['where', 'select', 'populate', 'joins'])
      expect((await rest('GET', `/cms-api/pages?${name}=abc`))?.status).toBe(400);
  });

  it('refuses a body that is not what its Content-Type says, or not a record’s fields', async () => {
    for (const json of ['{bad json', '"{bad json"', '123', 'null', 'true', '[]'])
      expect((await rest('POST', '/cms-api/pages', 'application/json', json))?.status).toBe(400);
    expect(await rest('POST', '/cms-api/pages', 'application/json', '{"title":"A"}')).toBeNull();
    const form = '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--x--\r\n';
    expect(
      (
        await rest(
          'POST',
          '/cms-api/media',
          'multipart/form-data; boundary=x',
          form.replace('{bad', '"x"'),
        )
      )?.status,
    ).toBe(400);
    expect(
      (await rest('POST', '/cms-api/media', 'multipart/form-data; boundary=x', form))?.status,
    ).toBe(400);
    expect(
      (await rest('POST', '/cms-api/media', 'multipart/form-data; boundary=y', form))?.status,
    ).toBe(400);
    expect((await rest('POST', '/cms-api/media', 'multipart/form-data', form))?.status).toBe(400);
  });
});
