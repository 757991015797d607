import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { BlockRenderer } from '@/components/sections/block-renderer';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { ProductHeroScreen } from '@/components/screens/product-hero-screen';
import { ProductTour } from '@/components/screens/product-tour';
import { sectionTones } from '@/components/sections/section-tone';
import { getPage } from '@/content/pages';
import { getProduct, products } from '@/content/products';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(getPage(`/products/${slug}`));
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).slug);
  if (!product) notFound();
  const page = getPage(`/products/${product.slug}`);
  const blocks = product.blocks ?? [];
  // Features (white) and the product tour (surface) come first, so the blocks start on white.
  const tones = sectionTones(
    blocks.map((block) => block.kind),
    'white',
  );

  return (
    <PageLayout page={page}>
      <PageHero
        badge={product.hero.badge}
        icon={product.icon}
        heading={product.hero.heading}
        subtext={product.hero.subtext}
        artwork={<ProductHeroScreen slug={product.slug} />}
      >
        <Link href={product.cta.primary.href} className="btn-accent">
          {product.cta.primary.label}
        </Link>
        {product.cta.secondary && (
          <Link href={product.cta.secondary.href} className="btn-ghost-light">
            {product.cta.secondary.label}
          </Link>
        )}
      </PageHero>
      <ContentSection id="content" tone="white">
        <SectionHeading
          id="content-heading"
          eyebrow={product.featuresHeading.eyebrow}
          heading={product.featuresHeading.heading}
          intro={product.featuresHeading.intro}
        />
        <div className="mt-12">
          <CardGrid items={product.features} />
        </div>
        {product.highlights && (
          <dl className="mx-auto mt-12 flex max-w-3xl flex-col gap-4">
            {product.highlights.map((stat) => (
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
      <ProductTour slug={product.slug} tone="surface" />
      <BlockRenderer blocks={blocks} tones={tones} />
      <CtaSection cta={product.cta} />
    </PageLayout>
  );
}
