'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Wraps an island that animates with framer-motion: `m` components only (`strict` refuses
 * `motion`), their features fetched in a chunk of their own, and no movement for visitors who
 * prefer reduced motion (opacity still fades).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
