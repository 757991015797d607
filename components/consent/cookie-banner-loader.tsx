'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

// The banner appears 1.5 s after load at the earliest, so its code loads once the page is idle.
const CookieBanner = dynamic(() => import('./cookie-banner').then((module) => module.CookieBanner), { ssr: false });

export function CookieBannerLoader() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <CookieBanner /> : null;
}
