import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentSection } from '@/components/sections/content-section';
import { CtaLinks } from '@/components/sections/cta-section';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { SectionHeading } from '@/components/sections/section-heading';
import { ProductHeroScreen } from '@/components/screens/product-hero-screen';
import { ProductTour } from '@/components/screens/product-tour';
import type { SectionOf } from '@/content/page-sections';
import { productTours } from '@/content/product-screens';
import { getProduct, products } from '@/content/products';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(await getOwnPage(`/products/${slug}`));
}

/** Section `content`: the product's features as cards, then its figures. */
function FeaturesSection({ features }: { features: SectionOf<'section'> }) {
  return (
    <ContentSection id="content" tone="white">
      <SectionHeading
        id="content-heading"
        eyebrow={features.eyebrow}
        heading={features.heading}
        intro={features.intro}
      />
      <div className="mt-12">
        <CardGrid items={features.items ?? []} />
      </div>
      {features.stats && (
        <dl className="mx-auto mt-12 flex max-w-3xl flex-col gap-4">
          {features.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center gap-2 rounded-2xl bg-surface-tint px-8 py-6 text-center sm:flex-row-reverse sm:justify-end sm:gap-6 sm:text-left"
            >
              <dt className="font-medium text-ink-soft">{stat.label}</dt>
              <dd className="font-display text-5xl font-bold text-brand-purple-strong">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </ContentSection>
  );
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).slug);
  if (!product) notFound();
  const page = await getOwnPage(`/products/${product.slug}`);
  const sections = page.blocks ?? [];
  // The hero offers what the closing call to action offers.
  const cta = sections.find((section) => section.blockType === 'cta');
  // A screen the record lacks (a store from before they were editable) shows the seed's data.
  const screens = page.screenData ?? [];

  return (
    <PageLayout page={page}>
      <PageSections
        ctaFormat={page.ctaFormat}
        sections={sections}
        hero={{
          icon: product.icon,
          artwork: <ProductHeroScreen slug={product.slug} screens={screens} />,
          children: cta && <CtaLinks cta={cta} />,
        }}
        designs={{
          'product-features': (section) => <FeaturesSection features={section} />,
          'product-tour': (section) => (
            <ProductTour
              slug={product.slug}
              screens={screens}
              tone="surface"
              // A section stored before its screens were editable shows the seed's.
              copy={{ ...section, screens: section.screens ?? productTours[product.slug].screens }}
            />
          ),
        }}
      />
    </PageLayout>
  );
}
