import { StaticImage } from '@/components/ui/static-image';
import type { PeopleArt } from '@/content/people-art';

/**
 * One of the site's people illustrations: a vector file served as it is (crisp at every width,
 * nothing to resize), lazy because each sits below the fold, its box reserved by its size.
 */
export function PeopleIllustration({
  art,
  className = '',
}: {
  art: PeopleArt;
  className?: string;
}) {
  return (
    <StaticImage
      src={art.src}
      alt={art.alt}
      width={art.width}
      height={art.height}
      unoptimized
      loading="lazy"
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
