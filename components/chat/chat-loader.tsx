'use client';

import { useEffect } from 'react';
import { useDeferredComponent } from '@/components/ui/use-deferred-component';
import { whenIdle } from '@/lib/when-idle';

const importWidget = () => import('./chat-widget').then((module) => module.ChatWidget);
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Mounts the chat widget only once the page is idle or the visitor first interacts, so its
 * code is never part of the first load (spec 2.16: loaded on demand).
 */
export function ChatLoader() {
  const { Component: ChatWidget, load } = useDeferredComponent(importWidget);
  useEffect(() => {
    const cancelIdle = whenIdle(load, 5000);
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      cancelIdle();
      for (const type of INTERACTIONS) window.removeEventListener(type, load);
    };
  }, [load]);
  return ChatWidget ? <ChatWidget /> : null;
}
