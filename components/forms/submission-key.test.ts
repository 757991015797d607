import { webcrypto } from 'node:crypto';
import { newSubmissionKey, submissionKeys } from './submission-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
const withCrypto = (crypto: Partial<Crypto> | undefined) =>
  Object.defineProperty(globalThis, 'crypto', {
    value: crypto,
    configurable: true,
    writable: true,
  });

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'crypto', original);
});

it('uses randomUUID where the browser has it', () => {
  withCrypto({ randomUUID: () => '6f1c2a9e-8b7d-4c3e-9a1f-2b3c4d5e6f70' });
  expect(newSubmissionKey()).toBe('6f1c2a9e-8b7d-4c3e-9a1f-2b3c4d5e6f70');
});

it('builds a v4 UUID from getRandomValues on plain http, where randomUUID is missing', () => {
  withCrypto({
    getRandomValues: webcrypto.getRandomValues.bind(webcrypto) as Crypto['getRandomValues'],
  });
  const keys = Array.from({ length: 50 }, () => newSubmissionKey());
  for (const key of keys) expect(key).toMatch(UUID_V4);
  expect(new Set(keys).size).toBe(50);
});

it('sets the version and variant bits whatever the random bytes', () => {
  withCrypto({
    getRandomValues: ((array: Uint8Array) => array.fill(0xff)) as Crypto['getRandomValues'],
  });
  expect(newSubmissionKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
});

it('sends no key where the browser has no crypto at all (the server then makes one)', () => {
  withCrypto(undefined);
  expect(newSubmissionKey()).toBeUndefined();
});

it('keeps one key per submission until renewed', () => {
  const keys = submissionKeys();
  const first = keys.current();
  expect(keys.current()).toBe(first);
  keys.renew();
  expect(keys.current()).not.toBe(first);
});
