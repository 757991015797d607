import { Photo } from '@/components/ui/photo';
import { StaticImage } from '@/components/ui/static-image';
import type { StoryPicture as Picture } from '@/lib/shared/stories/types';

/**
 * A story's picture, its box reserved by its size. An illustration is served as it is (a vector);
 * an editor's photo goes through next/image in the story's crop, around its focal point.
 */
export function StoryPicture({
  picture,
  firstScreen = false,
  decorative = false,
  sizes = '(min-width: 1024px) 36rem, 100vw',
  className = '',
}: {
  picture: Picture;
  firstScreen?: boolean;
  /** Beside a title that already says what it is about (a card). */
  decorative?: boolean;
  /** How wide a photo's box is at each width. */
  sizes?: string;
  className?: string;
}) {
  if ('focalX' in picture)
    return (
      <Photo
        photo={picture}
        crop="story"
        sizes={sizes}
        firstScreen={firstScreen}
        decorative={decorative}
        className="w-full"
      />
    );
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
