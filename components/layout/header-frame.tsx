'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

const HIDE_AFTER_PX = 200;
const TRANSLUCENT_AFTER_PX = 20;

/**
 * The sticky header's scroll behaviour: hidden when scrolling down past 200 px,
 * shown again on scroll up, translucent past 20 px. Never hidden while it holds focus.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const holdsFocus = headerRef.current?.contains(document.activeElement) ?? false;
      setScrolled(y > TRANSLUCENT_AFTER_PX);
      if (y > HIDE_AFTER_PX && y > lastY && !holdsFocus) setHidden(true);
      else if (y < lastY || y <= HIDE_AFTER_PX) setHidden(false);
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header
      ref={headerRef}
      data-site-header
      data-hidden={hidden}
      data-scrolled={scrolled}
      onFocus={() => setHidden(false)}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-white transition-[transform,background-color,border-color] duration-300 data-[hidden=true]:-translate-y-full data-[scrolled=true]:border-slate-200/70 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}
