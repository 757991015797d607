import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';
import { Parallax } from '@/components/motion/parallax';
import { Static } from '@/components/ui/static';

/**
 * How a hero looks, by what the page is: `dark` (navy, lit by glows) puts a product's own screens
 * on the ground they are designed for; `light` (the pale brand tint) carries the illustrations of
 * services, industries and the company, and the contact page's plain start.
 */
export type HeroVariant = 'dark' | 'light';

const variants = {
  dark: {
    section: 'bg-ink text-white',
    badge: 'border-white/20 bg-white/10 text-white',
    badgeIcon: 'text-brand-orange',
    subtext: 'text-slate-300',
  },
  light: {
    section: 'bg-surface-tint text-ink',
    badge: 'border-brand-purple/25 bg-white text-brand-purple-strong',
    badgeIcon: 'text-brand-purple-strong',
    subtext: 'text-ink-soft',
  },
} as const;

/**
 * The hero of the shared page layout: badge, h1, subtext, optional icon and actions.
 * `artwork` (the page's own picture) sits beside the text on large screens and below it on phones.
 * Actions passed as children follow the variant: orange and light outline on dark, purple and
 * outline on light.
 */
export function PageHero({
  badge,
  heading,
  subtext,
  icon,
  children,
  decoration,
  artwork,
  variant = 'dark',
}: {
  badge: string;
  heading: string;
  subtext: string;
  icon?: IconName;
  children?: ReactNode;
  decoration?: ReactNode;
  artwork?: ReactNode;
  variant?: HeroVariant;
}) {
  const look = variants[variant];
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      data-hero={variant}
      className={`relative isolate overflow-hidden pt-16 ${look.section}`}
    >
      {variant === 'dark' ? (
        <Parallax className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-32 -right-32 size-[36rem] glow-purple" />
          <div className="absolute -bottom-40 -left-24 size-[32rem] glow-orange" />
        </Parallax>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 -z-10 h-px bg-brand-rule opacity-60"
        />
      )}
      {/* Up to 85rem wide the section dots sit 10 px beyond the content's edge: the picture keeps
          clear of them (a frame tilted by a degree or two came within 6 px). */}
      <div
        className={`container-page py-16 sm:py-24 ${artwork ? 'grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:max-[85rem]:pr-14' : ''}`}
      >
        <div className="max-w-3xl">
          {/* The text as server-made HTML; the actions may be interactive. */}
          <Static>
            <div>
              <p
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium ${look.badge}`}
              >
                {icon && <Icon name={icon} className={`size-4 ${look.badgeIcon}`} />}
                {badge}
              </p>
              <h1
                id="hero-heading"
                className={`mt-6 text-4xl font-bold sm:text-5xl ${artwork ? '' : 'lg:text-6xl'}`}
              >
                {heading}
              </h1>
              <p className={`measure mt-6 text-lg leading-8 ${look.subtext}`}>{subtext}</p>
            </div>
          </Static>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {artwork}
      </div>
      {/* After the text: the heading is parsed, and painted, before the decoration. */}
      {decoration}
    </section>
  );
}
