import type {
  AfterErrorHook,
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload';
import { passwordProblem } from '../../lib/shared/password-rule';
import { adminOnly, adminOnlyField, adminOrSelf, ROLES } from '../access';
import { siteIsHttps } from '../site';
import { onlyAdminsCreateUsers } from '../user-creation';

const MINUTE = 60_000;

/**
 * Refuses a password that does not follow the site's rule (lib/shared/password-rule.ts), as the
 * password field's error. Payload is loaded here, not with the config: the seed and Jest read the
 * collections without it.
 */
async function checkPassword(password: unknown) {
  // Absent or empty: no new password (Payload requires one where it must be set).
  if (typeof password !== 'string' || password === '') return;
  const problem = passwordProblem(password);
  if (!problem) return;
  const { ValidationError } = await import('payload');
  throw new ValidationError({
    collection: 'users',
    errors: [{ message: problem, path: 'password' }],
  });
}

/** Every password set (a new user, a change in /admin) follows the site's rule. */
const passwordRule: CollectionBeforeValidateHook = async ({ data }) => {
  await checkPassword((data as { password?: unknown } | undefined)?.password);
  return data;
};

/**
 * Logins and password-reset requests from REST and GraphQL (the /admin screen uses REST) go
 * through the site's limits first (lib/cms/login-guard.ts, loaded only in the server: the CLI
 * that reads this config has no store); the server's own calls are not limited. A password set
 * with a reset link follows the rule too (Payload's reset skips the fields' validation).
 */
const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = ((args as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  if (operation === 'resetPassword') await checkPassword(data.password);
  if (req.payloadAPI === 'local') return args;
  if (operation === 'login' || operation === 'forgotPassword') {
    const { guardLogin, guardPasswordReset } = await import('../../lib/cms/login-guard');
    if (operation === 'login') req.context.giveBackLoginTurn = await guardLogin(req, data);
    else await guardPasswordReset(req, data);
  }
  return args;
};

/** The account's login turn (lib/cms/login-turns.ts) ends with the login, signed or refused. */
const giveBackLoginTurn = (req: PayloadRequest) =>
  (req.context.giveBackLoginTurn as (() => void) | undefined)?.();
const afterLogin: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation === 'login') giveBackLoginTurn(req);
  return result;
};
const afterLoginError: AfterErrorHook = ({ req }) => {
  giveBackLoginTurn(req);
};

export const users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    // Editors don't manage users: the collection is left out of their navigation and dashboard.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  auth: {
    // Payload's own lockout counts with a read and a write, so a burst escapes it; its fields stay
    // for now, but wrong passwords never reach it: lib/cms/login-guard.ts counts them atomically.
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
  hooks: {
    beforeOperation: [beforeOperation],
    afterOperation: [afterLogin],
    afterError: [afterLoginError],
    beforeValidate: [passwordRule],
    beforeChange: [onlyAdminsCreateUsers],
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
