const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A version-4 UUID from random bytes (RFC 9562): the version and variant bits set, the rest random. */
function uuidFromRandomValues(crypto: Crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const digits = hex(bytes);
  return [
    digits.slice(0, 8),
    digits.slice(8, 12),
    digits.slice(12, 16),
    digits.slice(16, 20),
    digits.slice(20),
  ].join('-');
}

/**
 * A fresh Idempotency-Key for one submission. randomUUID exists only in secure contexts (https,
 * localhost), so a site opened over plain http elsewhere builds the UUID from getRandomValues.
 * Test seam: tested without a form.
 */
export function newSubmissionKey(): string | undefined {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  return typeof crypto?.getRandomValues === 'function' ? uuidFromRandomValues(crypto) : undefined;
}

/** One Idempotency-Key per submission: the same while it may be resent unchanged, renewed after a verdict. */
export function submissionKeys() {
  let key: string | undefined;
  return {
    current: () => (key ??= newSubmissionKey()),
    renew: () => {
      key = undefined;
    },
  };
}
