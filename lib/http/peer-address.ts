import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Server, type IncomingMessage } from 'node:http';
import { processGlobal } from '@/lib/shared/process-global';

/**
 * The address of the connection a request came on (the socket's, not any header's). Next's route
 * handlers see only a Request, so the server's 'request' event is wrapped once: everything that
 * handles the request runs with its socket address in an AsyncLocalStorage, one per process.
 */
type Holder = { storage: AsyncLocalStorage<string | undefined>; installed: boolean };

const holder = (): Holder =>
  processGlobal('peerAddress', () => ({ storage: new AsyncLocalStorage(), installed: false }));

/** 127.0.0.1 rather than ::ffff:127.0.0.1 (a dual-stack socket's way of writing an IPv4 peer). */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** From now on, every request any HTTP server of this process emits carries its socket address. */
export function recordPeerAddresses(): void {
  const state = holder();
  if (state.installed) return;
  state.installed = true;
  const emit = Server.prototype.emit as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  Server.prototype.emit = function emitWithPeer(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event !== 'request') return emit.call(this, event, ...args);
    const address = (args[0] as IncomingMessage | undefined)?.socket?.remoteAddress;
    return state.storage.run(address && plainAddress(address), () =>
      emit.call(this, event, ...args),
    );
  } as typeof Server.prototype.emit;
}

/** The socket address of the request being handled; undefined where none was recorded (Vercel, tests). */
export function peerAddress(): string | undefined {
  return holder().storage.getStore();
}
