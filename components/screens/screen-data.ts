import type { ProductScreen, ScreenName } from '@/content/types';

/** What a screen component draws: its sample data (a product page's, cms/blocks/screens.ts). */
export type ScreenProps<N extends ScreenName> = {
  data: Extract<ProductScreen, { screen: N }>;
  className?: string;
};
