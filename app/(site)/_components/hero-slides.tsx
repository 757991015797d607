import { StaticImage } from '@/components/ui/static-image';
import { heroButtons, heroHeading, heroSlides } from '@/content/home';
import { HeroSlider } from './hero-slider';

/**
 * Renders the slides' illustrations on the server (static SVG files: no image JavaScript) and
 * hands them to the slider. Each keeps its own proportions inside the picture's box, whole.
 */
export function HeroSlides() {
  const images = heroSlides.map((slide, index) => (
    <StaticImage
      key={slide.image.src}
      src={slide.image.src}
      alt={slide.image.alt}
      width={slide.image.width}
      height={slide.image.height}
      unoptimized
      preload={index === 0}
      fetchPriority={index === 0 ? 'high' : undefined}
      loading={index === 0 ? 'eager' : 'lazy'}
      decoding="async"
      className="size-full object-contain"
    />
  ));
  return (
    <HeroSlider
      heading={
        <>
          {heroHeading.lead} <span className="text-brand-purple-strong">{heroHeading.place}</span>
        </>
      }
      slides={heroSlides}
      images={images}
      primary={heroButtons.primary}
      secondary={heroButtons.secondary}
    />
  );
}
