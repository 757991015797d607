import { StaticImage } from '@/components/ui/static-image';
import type { StoryPicture as Picture } from '@/lib/shared/stories/types';

/**
 * A story's picture on the pale brand tint, its box reserved by its size. Served as it is: the
 * illustrations are vectors and uploads were resized and converted when they were uploaded.
 */
export function StoryPicture({
  picture,
  firstScreen = false,
  decorative = false,
  className = '',
}: {
  picture: Picture;
  firstScreen?: boolean;
  /** Beside a title that already says what it is about (a card). */
  decorative?: boolean;
  className?: string;
}) {
  return (
    <StaticImage
      src={picture.src}
      alt={decorative ? '' : picture.alt}
      width={picture.width}
      height={picture.height}
      unoptimized
      loading={firstScreen ? 'eager' : 'lazy'}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
