import type { Metadata } from 'next';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { ProductsCollage } from '@/components/screens/products-collage';
import { products, productsOverview as content } from '@/content/products';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductCard } from './_components/product-card';
import { ScrollToTop } from './_components/scroll-to-top';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/products'));
}

export default async function ProductsPage() {
  const page = await getOwnPage('/products');
  return (
    <PageLayout page={page}>
      <ScrollToTop />
      <PageHero
        badge={content.hero.badge}
        heading={content.hero.heading}
        subtext={content.hero.subtext}
        artwork={<ProductsCollage />}
      />
      <ContentSection id="products" tone="surface">
        <SectionHeading
          id="products-heading"
          eyebrow={content.list.eyebrow}
          heading={content.list.heading}
          intro={content.list.intro}
        />
        <div className="mt-12 grid gap-x-8 gap-y-8 xl:grid-cols-2 xl:gap-y-0">
          {products.map((product) => (
            <ProductCard
              key={product.slug}
              product={product}
              keyFeatures={content.list.keyFeatures}
              learnMore={content.list.learnMore}
            />
          ))}
        </div>
      </ContentSection>
      <CtaSection cta={content.cta} />
    </PageLayout>
  );
}
