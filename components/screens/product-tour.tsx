import { ContentSection } from '@/components/sections/content-section';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Tone } from '@/components/sections/section-tone';
import { heroScreens, screenData, type ScreenName } from '@/content/product-screens';
import type { ProductSlug } from '@/content/products';
import type { ScreenData } from './screen-data';
import { ProductScreen } from './product-screen';

/**
 * A product's screens, each beside what it shows: alternating sides on large screens, stacked
 * on phones. The screens are markup (no images, no scripts); the captions carry their meaning.
 * The screen of the page's hero is left out: each screen shows once on a page.
 */
export function ProductTour({
  slug,
  tone,
  copy,
  screens,
}: {
  slug: ProductSlug;
  tone: Tone;
  /** The product page's screens' sample data. */
  screens: readonly ScreenData[];
  /** The section's eyebrow, heading, intro and screens with their captions (the CMS's). */
  copy: {
    eyebrow?: string;
    heading: string;
    intro?: string;
    screens: readonly { screen: ScreenName; title: string; text: string }[];
  };
}) {
  return (
    <ContentSection id="screens" tone={tone}>
      <SectionHeading
        id="screens-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ol className="mt-14 space-y-16 lg:space-y-24">
        {copy.screens
          .filter((item) => item.screen !== heroScreens[slug])
          .map((item, index) => (
            <li
              key={item.screen}
              className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-16 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
            >
              <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
                <p className="font-display text-sm font-bold text-brand-purple-strong">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-2 text-2xl font-bold text-ink">{item.title}</h3>
                <p className="measure mt-3 text-lg leading-8 text-ink-soft">{item.text}</p>
              </div>
              {/* The backdrop pads the screen from inside, so both stay within the page margin. */}
              <div className="relative p-4 sm:p-6">
                <div
                  aria-hidden="true"
                  className="absolute inset-0 rounded-[2rem] bg-gradient-to-br from-brand-purple/15 via-transparent to-brand-orange/20"
                />
                <ProductScreen
                  data={screenData(screens, item.screen)}
                  className="relative mx-auto max-w-xl"
                />
              </div>
            </li>
          ))}
      </ol>
    </ContentSection>
  );
}
