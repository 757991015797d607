'use client';

import { useEffect, useState } from 'react';

/** Whether the page is scrolled to its end (or too short to scroll), updated once a frame at most. */
export function useAtPageEnd(): boolean {
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollHeight } = document.documentElement;
      setAtEnd(window.scrollY + window.innerHeight >= scrollHeight - 2);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // The page grows and shrinks without a scroll event, as sections below render when they come near.
    const pageSize = new ResizeObserver(schedule);
    pageSize.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      pageSize.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return atEnd;
}
