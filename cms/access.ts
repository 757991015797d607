import type { Access, FieldAccess, PayloadRequest } from 'payload';

/** The editor's two roles: admins manage users and everything; editors edit and publish content. */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

const roleOf = (req: PayloadRequest): Role | undefined =>
  (req.user as { role?: Role } | null | undefined)?.role;

export const isAdmin = ({ req }: { req: PayloadRequest }) => roleOf(req) === 'admin';

/** Any logged-in editor or admin: nothing in the CMS's API is readable without a login. */
export const isEditor: Access = ({ req }) => roleOf(req) !== undefined;

export const adminOnly: Access = isAdmin;
export const adminOnlyField: FieldAccess = isAdmin;

/** Admins see every user; an editor only their own record. */
export const adminOrSelf: Access = ({ req }) =>
  isAdmin({ req }) || (req.user ? { id: { equals: req.user.id } } : false);
