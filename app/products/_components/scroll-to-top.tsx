'use client';

import { useEffect } from 'react';

/** Spec 2.13: the products overview opens at the top, unless the address points at a section. */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return null;
}
