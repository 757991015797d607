import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { draftMode, headers } from 'next/headers';

/** Whether the request carries a logged-in editor's (or admin's) CMS cookie or token. */
export async function isEditorRequest(requestHeaders: Headers): Promise<boolean> {
  // Loaded on use: the data layer imports this module, and a build or a test that never previews
  // must not load the CMS (its config reads the store).
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: requestHeaders });
  return Boolean(user);
}

/**
 * Whether this render shows drafts: Next's draft mode is on (app/api/preview turned it on for a
 * logged-in editor) and the request still carries an editor's login, so a visitor who copied the
 * draft-mode cookie, or an editor who logged out, sees the published page. Outside draft mode
 * nothing dynamic is read, so static pages stay static. Pages and the data layer (lib/cms/) pass
 * `draft: await isDraftMode()` to Payload's Local API.
 */
export async function isDraftMode(): Promise<boolean> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return false;
  if (!(await draftMode()).isEnabled) return false;
  return isEditorRequest(await headers());
}
