import 'server-only';
import { sign } from 'node:crypto';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

type ServiceAccountClaims = {
  clientEmail: string;
  scope: string;
  /** The token URI the assertion is exchanged at. */
  audience: string;
  /** Seconds since the epoch. */
  issuedAt: number;
};

/** A service account's OAuth assertion: a JWT signed RS256 with its private key (PEM), valid one hour. */
export function signServiceAccountJwt(privateKey: string, claims: ServiceAccountClaims): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: claims.clientEmail,
      scope: claims.scope,
      aud: claims.audience,
      iat: claims.issuedAt,
      exp: claims.issuedAt + 3600,
    }),
  );
  const signature = sign(
    'RSA-SHA256',
    new TextEncoder().encode(`${header}.${payload}`),
    privateKey,
  );
  return `${header}.${payload}.${signature.toString('base64url')}`;
}
