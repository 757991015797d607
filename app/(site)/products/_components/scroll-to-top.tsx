'use client';

import { useEffect } from 'react';

/** The products overview opens at the top, unless the address points at a section. */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return null;
}
