'use client';

import { useEffect } from 'react';
import { LateSlot } from '@/components/ui/on-demand/late-slot';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { whenIdle } from '@/lib/shared/when-idle';
import type { ChatProps } from './chat-widget';

const importWidget = () => import('./chat-widget').then((module) => module.ChatWidget);
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Mounts the chat widget only once the page is idle or the visitor first interacts, so its
 * code is never part of the first load. `label` names its button (the chat global's `open`): the
 * rest of what it says comes with its panel.
 */
export function ChatLoader(props: ChatProps) {
  const { Component: ChatWidget, failed, load } = useOnDemand(importWidget);
  useEffect(() => {
    const cancelIdle = whenIdle(load, 5000);
    for (const type of INTERACTIONS)
      window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      cancelIdle();
      for (const type of INTERACTIONS) window.removeEventListener(type, load);
    };
  }, [load]);
  return (
    <LateSlot>
      {failed && <LoadFailed what={loadFailedText.parts.chat} onRetry={load} />}
      {!failed && ChatWidget && <ChatWidget {...props} />}
    </LateSlot>
  );
}
