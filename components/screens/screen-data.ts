import type { Page } from '@/cms/payload-types';

/** A product screen's sample data: a block of a product page's screens (cms/blocks/screens.ts). */
export type ScreenData = NonNullable<Page['screenData']>[number];
export type ScreenName = ScreenData['blockType'];

/** What a screen component draws: its sample data, the block of its type. */
export type ScreenProps<N extends ScreenName> = {
  data: Extract<ScreenData, { blockType: N }>;
  className?: string;
};
