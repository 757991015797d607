import { screenData } from '@/content/product-screens';
import type { ScreenData } from './screen-data';
import { ProductScreen } from './product-screen';

/**
 * Both products at a glance for the /products hero: a goals list in front of the directory, drawn
 * from the products' screens.
 */
export function ProductsCollage({ screens }: { screens: readonly ScreenData[] }) {
  return (
    <div className="relative mx-auto w-full max-w-xl pb-4 sm:pb-24">
      <div aria-hidden="true" className="absolute -inset-10 -z-10 glow-purple opacity-70" />
      <ProductScreen
        data={screenData(screens, 'employee-directory')}
        className="hidden sm:block sm:w-[85%]"
      />
      <ProductScreen
        data={screenData(screens, 'goals')}
        className="sm:absolute sm:right-0 sm:-bottom-2 sm:mt-0 sm:w-[80%] lg:-rotate-2"
      />
    </div>
  );
}
