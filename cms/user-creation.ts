import type { CollectionBeforeChangeHook, RequestContext } from 'payload';
import { isAdmin } from './access';
import { refusal } from './refusal';

/**
 * Marks a user made by the server itself: the first admin from CMS_ADMIN_EMAIL and
 * CMS_ADMIN_PASSWORD (cms/on-init.ts) and `npm run cms:admin` (scripts/cms-admin.ts). A symbol in
 * the operation's context, which no HTTP request can set.
 */
const SERVER_MADE = Symbol('server-made user');

export const serverMadeUser = (): RequestContext =>
  ({ [SERVER_MADE]: true }) as unknown as RequestContext;

/**
 * Users come only from a logged-in admin or from the server: any other creation is refused,
 * whatever the route and whether or not access was overridden. Payload's first-user registration
 * creates with overrideAccess on an anonymous request, so the collection's `create` access alone
 * would not stop it.
 */
export const onlyAdminsCreateUsers: CollectionBeforeChangeHook = ({
  context,
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data;
  if (isAdmin({ req })) return data;
  if ((context as Record<symbol, unknown>)[SERVER_MADE] === true) return data;
  throw refusal(req.t('error:notAllowedToPerformAction'), 403);
};
