import 'server-only';
import type { IndexAction } from '@/lib/store/job-states';
import { signServiceAccountJwt } from './google-jwt';
import { checkAnswer } from './ping-error';

const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const DEFAULT_INDEXING_ENDPOINT = 'https://indexing.googleapis.com/v3/urlNotifications:publish';

export type ServiceAccountKey = { client_email: string; private_key: string; token_uri?: string };

type Token = { value: string; expiresAt: number };
const TIMEOUT_MS = 10_000;

/**
 * The Google Indexing API as a service account: an access token from the key's token URI
 * (kept until a minute before it expires), then one URL_UPDATED / URL_DELETED per URL.
 */
export function createGoogleIndexing({
  key,
  endpoint = DEFAULT_INDEXING_ENDPOINT,
  now = Date.now,
}: {
  key: ServiceAccountKey;
  endpoint?: string;
  now?: () => number;
}) {
  const tokenUri = key.token_uri ?? DEFAULT_TOKEN_URI;
  let token: Token | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now() + 60_000) return token.value;
    const assertion = await signServiceAccountJwt(key.private_key, {
      clientEmail: key.client_email,
      scope: INDEXING_SCOPE,
      audience: tokenUri,
      issuedAt: Math.floor(now() / 1000),
    });
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await checkAnswer('google-token', response);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('google-token: no access_token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: now() + lifetime * 1000 };
    return token.value;
  }

  return {
    async publish(url: string, action: IndexAction): Promise<void> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ url, type: action === 'deleted' ? 'URL_DELETED' : 'URL_UPDATED' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 401) token = undefined;
      await checkAnswer('google', response);
      await response.body?.cancel();
    },
  };
}
