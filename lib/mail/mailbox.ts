import 'server-only';

/** Providers that deliver `a.sha@…` and `asha@…` to the same mailbox, and their canonical domain. */
const DOTLESS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches, as a limit counts it: case folded, a `+tag` dropped, and the
 * dots a provider ignores removed. 'A.Sha+x@GoogleMail.com' and 'asha@gmail.com' are one mailbox.
 */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0]!;
  const domain = address.slice(at + 1);
  const dotless = DOTLESS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}
