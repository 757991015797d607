import { StaticImage } from '@/components/ui/static-image';
import type { PeopleArt } from '@/content/people-art';

/**
 * One of the site's people illustrations: a vector file served as it is (crisp at every width,
 * nothing to resize), its box reserved by its size; lazy unless it is in a page's first screen.
 */
export function PeopleIllustration({
  art,
  className = '',
  firstScreen = false,
}: {
  art: PeopleArt;
  className?: string;
  firstScreen?: boolean;
}) {
  return (
    <StaticImage
      src={art.src}
      alt={art.alt}
      width={art.width}
      height={art.height}
      unoptimized
      loading={firstScreen ? 'eager' : 'lazy'}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
