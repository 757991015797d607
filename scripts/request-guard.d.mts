import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export function isWellEncoded(text: string): boolean;
export function refusal(
  method: string,
  target: string,
  roots: [string, string][],
): { status: 400 | 405; allow?: string; reason: string } | null;
export function configuredHeaders(distDir: string): (pathname: string) => [string, string][];
export function refusalHeaders(
  fromBuild: [string, string][],
  allow: string | undefined,
): [string, string][];
export function guarded(
  listener: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: { headersFor: (pathname: string) => [string, string][]; imageRoots: [string, string][] },
): (request: IncomingMessage, response: ServerResponse) => void;
export function refuseConnect(request: IncomingMessage, socket: Duplex): void;
