import { servicePages } from '@/content/services';
import { serviceHeroArt } from './service-hero-art';

it('gives every service page a hero picture of its own', () => {
  const pictures = servicePages.map((service) => serviceHeroArt[service.slug]);
  expect(pictures.every(Boolean)).toBe(true);
  expect(new Set(pictures).size).toBe(servicePages.length);
});
