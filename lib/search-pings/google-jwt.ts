import 'server-only';
import { importPKCS8, SignJWT } from 'jose';

type ServiceAccountClaims = {
  clientEmail: string;
  scope: string;
  /** The token URI the assertion is exchanged at. */
  audience: string;
  /** Seconds since the epoch. */
  issuedAt: number;
};

/** A service account's OAuth assertion: a JWT signed RS256 with its private key (PEM), valid one hour. */
export async function signServiceAccountJwt(
  privateKey: string,
  { clientEmail, scope, audience, issuedAt }: ServiceAccountClaims,
): Promise<string> {
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(clientEmail)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(await importPKCS8(privateKey, 'RS256'));
}
