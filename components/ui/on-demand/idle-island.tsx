'use client';

import { useEffect, type ComponentType } from 'react';
import { whenIdle } from '@/lib/shared/when-idle';
import { useOnDemand } from './use-on-demand';

/**
 * A component with no props whose code loads once the page is idle, so it adds nothing to the
 * first load; until then it renders nothing. A failed chunk is simply not retried: what these
 * islands do (listeners, reporters) is never something the visitor sees missing.
 */
export function idleIsland(importer: () => Promise<ComponentType>) {
  return function IdleIsland() {
    const { Component, load } = useOnDemand(importer);
    useEffect(() => whenIdle(load), [load]);
    return Component ? <Component /> : null;
  };
}
