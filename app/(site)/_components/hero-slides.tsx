import { Photo } from '@/components/ui/photo';
import { StaticImage } from '@/components/ui/static-image';
import { heroSlides } from '@/content/home';
import type { SectionOf } from '@/content/page-sections';
import { HeroSlider } from './hero-slider';

/** The size of one of the design's hero pictures (an editor picks among them). */
function pictureSize(src: string) {
  const { width, height } = heroSlides.find((slide) => slide.image.src === src)!.image;
  return { width, height };
}

/**
 * Renders the slides' pictures on the server (no image JavaScript) and hands them to the slider:
 * an illustration (a static SVG) keeps its own proportions inside the picture's box, whole; an
 * editor's photo covers the box (16:9 on phones, 4:3 from tablets up) around its focal point.
 */
export function HeroSlides({ section }: { section: SectionOf<'heroSlider'> }) {
  const images = section.slides.map(({ image, photo }, index) =>
    typeof photo === 'object' ? (
      <Photo
        key={`${index}-${photo.src}`}
        photo={photo}
        crop="fill"
        sizes="(min-width: 1024px) 36rem, 100vw"
        firstScreen={index === 0}
      />
    ) : (
      <StaticImage
        key={`${index}-${image.src}`}
        src={image.src}
        alt={image.alt}
        {...pictureSize(image.src)}
        unoptimized
        preload={index === 0}
        fetchPriority={index === 0 ? 'high' : undefined}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-contain"
      />
    ),
  );
  return (
    <HeroSlider
      heading={
        <>
          {section.heading.lead}{' '}
          {/* A line of its own: a space that ends a wrapped line drops out of Chromium's
              accessible name ('IT Servicesfrom Hyderabad'); a block keeps the words apart. */}
          <span className="block text-brand-purple-strong">{section.heading.place}</span>
        </>
      }
      slides={section.slides}
      images={images}
      primary={section.primary}
      secondary={section.secondary}
    />
  );
}
