import 'server-only';
import { processGlobal } from '@/lib/shared/process-global';

/** How long a login holds its account's turn when nothing gives it back (a path no hook reports). */
const LONGEST_TURN_MS = 10_000;

const queues = processGlobal('loginTurns', () => new Map<string, Promise<void>>());

/**
 * Waits for the logins of this account already under way in this process, then holds the
 * account's turn until the returned function is called. Payload's login reads the user's list of
 * sessions, checks the password, then writes the list back with its new session: two logins of
 * one account at once (two tabs, two scripts) each wrote a list without the other's session, and
 * that token was refused on its next request.
 */
export async function takeLoginTurn(account: string): Promise<() => void> {
  const before = queues.get(account) ?? Promise.resolve();
  let giveBack = () => {};
  const turn = new Promise<void>((resolve) => (giveBack = resolve));
  const queue = before.then(() => turn);
  queues.set(account, queue);
  void queue.then(() => {
    if (queues.get(account) === queue) queues.delete(account);
  });
  await before;
  const timer = setTimeout(giveBack, LONGEST_TURN_MS);
  timer.unref?.();
  return () => {
    clearTimeout(timer);
    giveBack();
  };
}
