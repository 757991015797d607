import { submitForm } from './submit-form';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const reply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  json: async () => (body instanceof Error ? Promise.reject(body) : body),
});

it('posts with the key and asks for JSON, and reports an accepted submission and whether it was only kept', async () => {
  fetchMock.mockResolvedValue(reply(202, { success: true, queued: true, message: 'Received' }));
  expect(await submitForm('/api/enquiries', '{}', { key: 'k-123456789', json: true })).toEqual({
    ok: true,
    message: 'Received',
    queued: true,
  });
  expect(fetchMock).toHaveBeenCalledWith('/api/enquiries', {
    method: 'POST',
    body: '{}',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-123456789',
    },
  });
});

it('passes on a refusal with its message and field errors; only a 422 verdict forbids resending the key', async () => {
  fetchMock.mockResolvedValue(
    reply(422, {
      success: false,
      message: 'Missing required fields',
      fieldErrors: { phone: 'Phone is required' },
    }),
  );
  expect(await submitForm('/api/applications', new FormData(), {})).toEqual({
    ok: false,
    status: 422,
    message: 'Missing required fields',
    fieldErrors: { phone: 'Phone is required' },
    retry: false,
  });
  fetchMock.mockResolvedValue(reply(429, { success: false, message: 'Please wait' }));
  expect(await submitForm('/api/applications', new FormData(), {})).toMatchObject({
    ok: false,
    status: 429,
    message: 'Please wait',
    retry: true,
  });
});

it('leaves the words to the form when the server says nothing readable or cannot be reached', async () => {
  fetchMock.mockResolvedValue(reply(502, new Error('not JSON')));
  expect(await submitForm('/api/applications', new FormData(), {})).toEqual({
    ok: false,
    status: 502,
    message: undefined,
    fieldErrors: {},
    retry: true,
  });
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await submitForm('/api/applications', new FormData(), {})).toEqual({
    ok: false,
    status: 0,
    fieldErrors: {},
    retry: true,
  });
});
