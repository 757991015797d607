'use client';

import { useCallback, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched only when `load()` is first called (on idle, on a click),
 * so it never weighs on the page's first load. Lighter than next/dynamic for client-only parts.
 */
export function useDeferredComponent<Props>(importer: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void importer().then((loaded) => setComponent(() => loaded));
  }, [importer]);
  return { Component, load };
}
