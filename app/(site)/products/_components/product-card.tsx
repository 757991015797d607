import Link from '@/components/ui/link';
import { Icon } from '@/components/icon/icon';
import { ProductScreen } from '@/components/screens/product-screen';
import { CheckList } from '@/components/ui/check-list';
import { heroScreens, screenData } from '@/content/product-screens';
import type { SectionOf } from '@/content/page-sections';
import type { ProductSummary } from '@/lib/cms/content';

/**
 * A product on the overview: icon, name, tagline, its screen, summary, features and a link to its
 * page. The card spans two rows of the parent's grid as a subgrid, so both cards' headers (and so
 * their screens) end at one height; each screen shows through a window of one fixed height.
 */
export function ProductCard({
  product,
  labels,
}: {
  product: ProductSummary;
  /** The products-list section's: the features' heading and the link's text. */
  labels: NonNullable<SectionOf<'section'>['cardLabels']>;
}) {
  const headingId = `product-${product.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      data-reveal
      className="row-span-2 grid grid-rows-subgrid gap-0 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative isolate flex flex-col overflow-hidden bg-ink p-8 pb-0 text-white sm:p-10 sm:pb-0">
        <div aria-hidden="true" className="absolute -top-20 -right-16 -z-10 size-64 glow-purple" />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-10 -z-10 size-48 glow-orange"
        />
        <span className="grid size-14 place-items-center rounded-2xl bg-white/10 text-brand-orange">
          <Icon name={product.icon} className="size-7" />
        </span>
        <h3 id={headingId} className="mt-5 text-2xl font-bold sm:text-3xl">
          {product.name}
        </h3>
        <p className="mt-2 font-medium text-brand-orange">{product.tagline}</p>
        <div data-screen-window className="mt-auto h-64 overflow-hidden pt-8 sm:h-80">
          <ProductScreen data={screenData(product.screenData, heroScreens[product.slug])} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-8 sm:p-10">
        <p className="measure text-lg leading-8 text-ink-soft">{product.summary}</p>
        <h4 className="mt-6 text-sm font-semibold tracking-wider text-muted uppercase">
          {labels.keyFeatures}
        </h4>
        <CheckList
          items={product.features}
          className="mt-4 grid flex-1 content-start gap-x-6 gap-y-3 sm:grid-cols-2"
          itemClassName="flex gap-2.5 font-medium text-ink"
          iconClassName="mt-1 size-4 shrink-0 text-brand-purple-strong"
        />
        <Link href={`/products/${product.slug}`} className="btn-primary mt-8 self-start">
          {labels.learnMore}
          <span className="sr-only"> about {product.name}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
