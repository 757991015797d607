const mockGetJobBySlug = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({
  getJobBySlug: (slug: string) => mockGetJobBySlug(slug),
}));
const mockConsumeExpensive = jest.fn();
jest.mock('@/lib/rate-limit', () => ({
  consumeExpensive: (kind: string, request: Request) => mockConsumeExpensive(kind, request),
}));
const mockImageResponse = jest.fn();
jest.mock('next/og', () => ({
  ImageResponse: function ImageResponse(...args: unknown[]) {
    mockImageResponse(...args);
    return new Response(new Uint8Array([137, 80, 78, 71]));
  },
}));

jest.mock('@/lib/cms/content', () => jest.requireActual('./fixtures/seeded-content'));
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

import { pages } from '@/content/pages';
import { GET } from '@/app/og/[[...path]]/route';

const get = (path: string[]) =>
  GET(new Request('http://localhost/og'), { params: Promise.resolve({ path }) });

beforeEach(() => {
  mockConsumeExpensive.mockReset().mockResolvedValue(null);
  mockGetJobBySlug.mockReset().mockResolvedValue(undefined);
});

it('draws a PNG card for every page record', async () => {
  for (const page of pages) {
    const response = await get(page.path.split('/').filter(Boolean));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
  }
});

it('answers 404 for a path that is no page, a deeper one and a job that is gone, drawing nothing and counting nothing', async () => {
  mockImageResponse.mockClear();
  for (const path of [
    ['no-such-page'],
    ['services', 'plumbing'],
    ['about', 'extra'],
    ['careers', 'closed-role-9'],
    ['careers', 'closed-role-9', 'deeper'],
  ]) {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  }
  expect(mockGetJobBySlug).toHaveBeenCalledTimes(1);
  expect(mockGetJobBySlug).toHaveBeenCalledWith('closed-role-9');
  expect(mockImageResponse).not.toHaveBeenCalled();
  expect(mockConsumeExpensive).not.toHaveBeenCalled();
});

it('answers 429 with Retry-After when the client has asked for too many drawings, drawing nothing', async () => {
  mockImageResponse.mockClear();
  mockConsumeExpensive.mockResolvedValue(42);
  mockGetJobBySlug.mockResolvedValue((await import('./fixtures/jobs')).makeJob(3));
  const response = await get(['careers', 'job-3']);
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe('42');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(mockConsumeExpensive).toHaveBeenCalledWith('socialCard', expect.any(Request));
  expect(mockImageResponse).not.toHaveBeenCalled();
});

it('serves a card it has drawn without counting it against the client, even past the limit', async () => {
  expect((await get(['contact'])).status).toBe(200);
  mockImageResponse.mockClear();
  mockConsumeExpensive.mockClear().mockResolvedValue(42);
  for (let asked = 0; asked < 3; asked++) {
    const response = await get(['contact']);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
  }
  expect(mockConsumeExpensive).not.toHaveBeenCalled();
  expect(mockImageResponse).not.toHaveBeenCalled();
});

it('draws only what the bundled font has: the rest would make Satori fetch a font', async () => {
  mockImageResponse.mockClear();
  mockGetJobBySlug.mockResolvedValue({
    ...(await import('./fixtures/jobs')).makeJob(7, { title: 'Java रमेश 🚀 \uD800 Developer' }),
  });
  expect((await get(['careers', 'java-developer-7'])).status).toBe(200);
  const [element] = mockImageResponse.mock.calls[0] as [{ props: { title: string } }];
  expect(element.props.title).toBe('Java Developer');
});
