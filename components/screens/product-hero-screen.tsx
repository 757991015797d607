import { heroScreens } from '@/content/product-screens';
import type { ProductSlug } from '@/content/products';
import { ProductScreen } from './product-screen';

/** The product's main screen beside its hero text, lit by a purple glow on the navy ground. */
export function ProductHeroScreen({ slug }: { slug: ProductSlug }) {
  return (
    <div className="relative mx-auto w-full max-w-xl">
      <div aria-hidden="true" className="absolute -inset-10 -z-10 glow-purple opacity-70" />
      <ProductScreen name={heroScreens[slug]} className="lg:rotate-1" />
    </div>
  );
}
