import type { CSSProperties, ReactNode } from 'react';

/**
 * Shifts its decorative content with the page's scroll at `speed` (default 0.5), over the first
 * 1000 px: a CSS scroll-driven animation (globals.css, `data-parallax`), on the compositor and
 * without script; still under reduced motion or where the engine has no scroll timelines.
 */
export function Parallax({
  speed = 0.5,
  className,
  children,
}: {
  speed?: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      aria-hidden="true"
      data-parallax
      style={{ '--parallax-speed': speed } as CSSProperties}
      className={className}
    >
      {children}
    </div>
  );
}
