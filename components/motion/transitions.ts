import type { Variants } from 'framer-motion';

/** Enter and exit of the site's overlays: every set has a `hidden` and a `shown` state. */
const enter = { duration: 0.2, ease: 'easeOut' } as const;
const exit = { duration: 0.15, ease: 'easeIn' } as const;

/** A centred modal: fades and grows slightly. */
export const popIn: Variants = {
  hidden: { opacity: 0, scale: 0.96, transition: exit },
  shown: { opacity: 1, scale: 1, transition: enter },
};

/** A full-screen panel that comes up from below. */
export const riseIn: Variants = {
  hidden: { opacity: 0, y: 32, transition: exit },
  shown: { opacity: 1, y: 0, transition: enter },
};

/** The small-screen menu: slides in from the right edge. */
export const slideFromRight: Variants = {
  hidden: { x: '100%', transition: { duration: 0.2, ease: 'easeIn' } },
  shown: { x: 0, transition: { duration: 0.25, ease: 'easeOut' } },
};

/** The chat panel: grows out of the chat button in the bottom-right corner. */
export const growFromCorner: Variants = {
  hidden: { opacity: 0, scale: 0.9, y: 16, transition: exit },
  shown: { opacity: 1, scale: 1, y: 0, transition: enter },
};
