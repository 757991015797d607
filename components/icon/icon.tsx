import type { IconName } from '@/content/icon-names';
import { spriteHref } from './sprite';

export type { IconName };

/**
 * A decorative icon drawn from the site's one SVG sprite: a `<use>` reference instead of an
 * inline tree of paths keeps the HTML and the RSC payload small, and the sprite is cached.
 * Stroke and fill come from the `icon` rule in globals.css (lucide's look, in currentColor).
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`icon ${className}`}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
