import { heroScreens, screenData } from '@/content/product-screens';
import type { ProductSlug } from '@/content/products';
import type { ScreenData } from './screen-data';
import { ProductScreen } from './product-screen';

/** The product's main screen beside its hero text, lit by a purple glow on the navy ground. */
export function ProductHeroScreen({
  slug,
  screens,
}: {
  slug: ProductSlug;
  /** The product page's screens' sample data. */
  screens: readonly ScreenData[];
}) {
  return (
    <div className="relative mx-auto w-full max-w-xl">
      <div aria-hidden="true" className="absolute -inset-10 -z-10 glow-purple opacity-70" />
      <ProductScreen data={screenData(screens, heroScreens[slug])} className="lg:rotate-1" />
    </div>
  );
}
