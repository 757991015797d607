// Bodies sent to the CMS's API are bounded before Payload parses them: a visitor without a
// verified login can send a login's worth, an editor a long article or a picture. Here a login is
// "verified" when its token is `valid` (lib/http/cms-api.ts asks Payload; tests/e2e/cms-api.spec.ts
// sends a made-up token to the real server).
import { NextRequest } from 'next/server';
import { readEditorBody } from './editor-body';

const received: string[] = [];
const verified = async (request: NextRequest) =>
  /\bvalid$/.test(
    request.headers.get('authorization') ?? request.cookies.get('payload-token')?.value ?? '',
  );
const handler = async (request: NextRequest) => {
  const read = await readEditorBody(request, verified);
  if (read instanceof Response) return read;
  received.push(await read.request.text());
  return new Response('handled');
};

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  handler(
    new NextRequest('http://localhost/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]),
  );

/** A body without Content-Length, sent in 64 KB chunks until `total` bytes. */
function chunked(total: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(32));
    },
  });
}

beforeEach(() => received.splice(0));

it('passes a login through with its body as sent', async () => {
  const login = JSON.stringify({ email: 'owner@example.com', password: 'correct-horse' });
  expect(await (await post(login)).text()).toBe('handled');
  expect(received).toEqual([login]);
});

it('answers 413 to an anonymous body past 16 KB, declared or not, before Payload sees it', async () => {
  const answer = await post(JSON.stringify({ email: 'x'.repeat(20_000) }));
  expect(answer.status).toBe(413);
  expect(await answer.json()).toEqual({
    errors: [{ message: 'The request is larger than 16384 bytes.' }],
  });
  expect((await post(chunked(10 * 1024 * 1024))).status).toBe(413);
  expect(received).toEqual([]);
});

it('gives a token or cookie that is not a valid login a stranger’s 16 KB', async () => {
  const big = JSON.stringify({ body: 'x'.repeat(20_000) });
  expect((await post(big, { cookie: 'payload-token=a.b.c' })).status).toBe(413);
  expect((await post(big, { authorization: 'JWT a.b.c' })).status).toBe(413);
  expect((await post(big, { authorization: 'JWT valid' })).status).toBe(200);
});

it('lets an editor save a long article, and no more than 2 MB of JSON', async () => {
  const editor = { cookie: 'payload-token=valid' };
  expect((await post(JSON.stringify({ body: 'x'.repeat(1024 * 1024) }), editor)).status).toBe(200);
  expect((await post(chunked(3 * 1024 * 1024), editor)).status).toBe(413);
  expect((await post(chunked(3 * 1024 * 1024), { authorization: 'JWT valid' })).status).toBe(413);
  expect(received).toHaveLength(1);
});

it('lets an editor upload a picture up to the media limit', async () => {
  const upload = { authorization: 'JWT valid', 'content-type': 'multipart/form-data; boundary=x' };
  expect((await post(new Uint8Array(5 * 1024 * 1024), upload)).status).toBe(200);
  expect((await post(new Uint8Array(7 * 1024 * 1024), upload)).status).toBe(413);
});
