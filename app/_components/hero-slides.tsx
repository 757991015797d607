import { StaticImage } from '@/components/ui/static-image';
import { heroButtons, heroSlides } from '@/content/home';
import { HeroSlider } from './hero-slider';

/** Renders the slide images on the server (no image JavaScript) and hands them to the slider. */
export function HeroSlides() {
  const images = heroSlides.map((slide, index) => (
    <StaticImage
      key={slide.image.src}
      src={slide.image.src}
      alt={slide.image.alt}
      fill
      sizes="100vw"
      preload={index === 0}
      fetchPriority={index === 0 ? 'high' : undefined}
      loading={index === 0 ? 'eager' : 'lazy'}
      className="object-cover"
    />
  ));
  return (
    <HeroSlider
      slides={heroSlides}
      images={images}
      primary={heroButtons.primary}
      secondary={heroButtons.secondary}
    />
  );
}
