'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const ChatWidget = dynamic(() => import('./chat-widget').then((module) => module.ChatWidget), { ssr: false });

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Mounts the chat widget only once the page is idle or the visitor first interacts, so its
 * code is never part of the first load (spec 2.16: loaded on demand).
 */
export function ChatLoader() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const cancelIdle = whenIdle(load, 5000);
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      cancelIdle();
      for (const type of INTERACTIONS) window.removeEventListener(type, load);
    };
  }, [ready]);
  return ready ? <ChatWidget /> : null;
}
