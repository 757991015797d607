'use client';

import { useCallback, useRef, useState, type ComponentType } from 'react';

type State<Props> =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Component: ComponentType<Props> };

/**
 * The one way this site loads code on demand: a component whose code is fetched only when
 * `load()` is first called (on idle, on a hover, on a click), so it never weighs on the page's
 * first load. Unlike next/dynamic and React.lazy, fetching is not tied to the first render, and a
 * failed chunk is a state to show (`failed`) rather than an error thrown to the route's error page;
 * `load()` after a failure tries again (the bundler fetches the chunk anew).
 */
export function useOnDemand<Props>(importer: () => Promise<ComponentType<Props>>) {
  const [state, setState] = useState<State<Props>>({ status: 'idle' });
  const inFlight = useRef(false);
  const loaded = useRef(false);

  const load = useCallback(() => {
    if (inFlight.current || loaded.current) return;
    inFlight.current = true;
    setState({ status: 'loading' });
    importer()
      .then(
        (Component) => {
          loaded.current = true;
          setState({ status: 'ready', Component });
        },
        () => setState({ status: 'failed' }),
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [importer]);

  return {
    Component: state.status === 'ready' ? state.Component : null,
    failed: state.status === 'failed',
    load,
  };
}
