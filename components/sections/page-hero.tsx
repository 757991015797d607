import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';
import { Parallax } from '@/components/motion/parallax';

/**
 * The hero of the shared page layout: badge, h1, subtext, optional icon and actions.
 * `artwork` (the page's own picture) sits beside the text on large screens and below it on phones.
 */
export function PageHero({
  badge,
  heading,
  subtext,
  icon,
  children,
  decoration,
  artwork,
}: {
  badge: string;
  heading: string;
  subtext: string;
  icon?: IconName;
  children?: ReactNode;
  decoration?: ReactNode;
  artwork?: ReactNode;
}) {
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-ink pt-16 text-white"
    >
      <Parallax className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -right-32 size-[36rem] glow-purple" />
        <div className="absolute -bottom-40 -left-24 size-[32rem] glow-orange" />
      </Parallax>
      <div
        className={`container-page py-20 sm:py-28 ${artwork ? 'grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16' : ''}`}
      >
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-white">
            {icon && <Icon name={icon} className="size-4 text-brand-orange" />}
            {badge}
          </p>
          <h1
            id="hero-heading"
            className={`mt-6 text-4xl font-bold sm:text-5xl ${artwork ? '' : 'lg:text-6xl'}`}
          >
            {heading}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-300">{subtext}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {artwork}
      </div>
      {/* After the text: the heading is parsed, and painted, before the decoration. */}
      {decoration}
    </section>
  );
}
