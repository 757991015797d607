import { notFound } from 'next/navigation';

/**
 * Replaces Payload's "create first user" screen, which it offers to anyone while the store has no
 * user: the first admin comes from CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD or `npm run cms:admin`.
 */
export function NoFirstUser(): never {
  notFound();
}
