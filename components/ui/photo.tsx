import type { Photo as PhotoView } from '@/content/types';
import { StaticImage } from './static-image';

/**
 * The box a photo is cropped to, per width: a phone's crop first, then the wider screens'. The box
 * keeps its size before the file arrives (no layout shift); the photo covers it, cut around its
 * focal point.
 */
const CROPS = {
  /** Beside a page's heading: upright on phones, 4:3 from tablets up. */
  hero: 'aspect-[4/5] sm:aspect-[4/3]',
  /** Beside a section's text: wide on phones, upright beside the text from 1024 px. */
  split: 'aspect-[4/3] lg:aspect-[4/5]',
  /** An insight's or a case study's picture. */
  story: 'aspect-[4/3] sm:aspect-[3/2]',
  /** The whole of a box the page sizes (a home slide's frame). */
  fill: 'size-full',
} as const;

export type PhotoCrop = keyof typeof CROPS;

/**
 * An editor's photo through next/image (AVIF or WebP, a width for each screen by `sizes`), in
 * the crop's box at every width, its focal point kept in view.
 */
export function Photo({
  photo,
  crop,
  sizes,
  firstScreen = false,
  decorative = false,
  className = '',
}: {
  photo: PhotoView;
  crop: PhotoCrop;
  /** How wide the box is at each width (the img's `sizes`). */
  sizes: string;
  firstScreen?: boolean;
  /** Beside text that already says what it shows (a card's title). */
  decorative?: boolean;
  className?: string;
}) {
  return (
    <div
      data-photo={crop}
      className={`relative overflow-hidden rounded-2xl bg-surface-tint ${CROPS[crop]} ${className}`}
    >
      <StaticImage
        src={photo.src}
        alt={decorative ? '' : photo.alt}
        width={photo.width}
        height={photo.height}
        sizes={sizes}
        preload={firstScreen}
        fetchPriority={firstScreen ? 'high' : undefined}
        loading={firstScreen ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
        style={{ objectPosition: `${photo.focalX}% ${photo.focalY}%` }}
      />
    </div>
  );
}
