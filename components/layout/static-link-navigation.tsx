'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Client-side navigation for the plain links inside server-made HTML (`data-static`, see
 * components/ui/static.tsx), as next/link gives its own: one listener for the whole document
 * instead of a component per link. A click goes through the App Router (which scrolls the new
 * page to its top and moves focus as for a next/link), and the page is prefetched once the
 * visitor reaches for the link (pointer over it, focus, touch). What the browser does better is
 * left to it: modified and middle clicks, `target`, `download`, other origins and in-page jumps.
 */
export function StaticLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = navigableHref(event.target);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const onIntent = (event: Event) => {
      const href = navigableHref(event.target);
      if (href === null || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}

/** The path, query and hash the router should open, or null for a link the browser keeps. */
function navigableHref(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>('[data-static] a[href]');
  if (!anchor || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  if (samePage && url.hash) return null;
  return url.pathname + url.search + url.hash;
}
