import type { CollectionConfig } from 'payload';
import { adminOnly, adminOnlyField, adminOrSelf, ROLES } from '../access';
import { siteIsHttps } from '../site';

const MINUTE = 60_000;

export const users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    // Editors don't manage users: the collection is left out of their navigation and dashboard.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  auth: {
    // Five wrong passwords lock the account for 15 minutes (Payload counts them per user).
    maxLoginAttempts: 5,
    lockTime: 15 * MINUTE,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Strict', secure: siteIsHttps },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    unlock: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Editor', value: role })),
      saveToJWT: true,
      // An editor cannot make themselves an admin.
      access: { create: adminOnlyField, update: adminOnlyField },
    },
  ],
};
