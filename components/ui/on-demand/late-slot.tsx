import type { ReactNode } from 'react';

/**
 * Where an island's late content goes in <body>: an element already in the server's HTML. An
 * element inserted straight into <body> after load restyles the whole document (5–14 ms on `/` at
 * full speed, ten times that on a throttled phone); inserted in here, only itself.
 */
export function LateSlot({ children }: { children?: ReactNode }) {
  return <div className="contents">{children}</div>;
}
