import type { Metadata } from 'next';
import { ContentSection } from '@/components/sections/content-section';
import { PageLayout } from '@/components/sections/page-layout';
import { PageSections } from '@/components/sections/page-sections';
import { SectionHeading } from '@/components/sections/section-heading';
import { ProductsCollage } from '@/components/screens/products-collage';
import { productsOverview } from '@/content/products';
import { getOwnPage, listProducts } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductCard } from './_components/product-card';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/products'));
}

export default async function ProductsPage() {
  const [page, products] = await Promise.all([getOwnPage('/products'), listProducts()]);
  return (
    <PageLayout page={page}>
      <PageSections
        ctaFormat={page.ctaFormat}
        sections={page.blocks ?? []}
        hero={{
          artwork: <ProductsCollage screens={products.flatMap((product) => product.screenData)} />,
        }}
        designs={{
          'products-list': (section) => (
            <ContentSection id="products" tone="surface">
              <SectionHeading
                id="products-heading"
                eyebrow={section.eyebrow}
                heading={section.heading}
                intro={section.intro}
              />
              <div className="mt-12 grid gap-x-8 gap-y-8 xl:grid-cols-2 xl:gap-y-0">
                {products.map((product) => (
                  <ProductCard
                    key={product.slug}
                    product={product}
                    // A section stored before its labels were editable shows the seed's.
                    labels={section.cardLabels ?? productsOverview.list.labels}
                  />
                ))}
              </div>
            </ContentSection>
          ),
        }}
      />
    </PageLayout>
  );
}
