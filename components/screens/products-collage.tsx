import { screenData } from '@/content/product-screens';
import type { ScreenData } from './screen-data';
import { ProductScreen } from './product-screen';

/**
 * Both products at a glance for the /products hero: the directory's first two people, and the
 * goals list in front of the directory's lower edge, where it covers no name and no status.
 */
export function ProductsCollage({ screens }: { screens: readonly ScreenData[] }) {
  const directory = screenData(screens, 'employee-directory');
  return (
    <div className="relative mx-auto w-full max-w-xl">
      <div aria-hidden="true" className="absolute -inset-10 -z-10 glow-purple opacity-70" />
      <ProductScreen
        data={
          directory.blockType === 'employee-directory'
            ? { ...directory, rows: directory.rows.slice(0, 2) }
            : directory
        }
        className="hidden sm:block sm:w-[86%]"
      />
      <ProductScreen
        data={screenData(screens, 'goals')}
        className="sm:relative sm:-mt-3 sm:ml-auto sm:w-[86%] lg:-rotate-2"
      />
    </div>
  );
}
