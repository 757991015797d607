import type { Metadata } from 'next';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { servicesOverview as content } from '@/content/services/overview';
import { getOwnPage, listServiceCategories, listServices } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { CatalogueArt } from './_components/catalogue-art';
import { CategoryPanel } from './_components/category-panel';
import { ServiceTabs } from './_components/service-tabs';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/services'));
}

export default async function ServicesPage() {
  const [page, services, categories] = await Promise.all([
    getOwnPage('/services'),
    listServices(),
    listServiceCategories(),
  ]);
  return (
    <PageLayout page={page}>
      <PageHero
        variant="light"
        badge={content.hero.badge}
        heading={content.hero.heading}
        subtext={content.hero.subtext}
        artwork={
          <CatalogueArt label={content.hero.artLabel} categories={categories} services={services} />
        }
      />
      <ContentSection id="services" tone="surface">
        <SectionHeading
          id="services-heading"
          eyebrow={content.catalogue.eyebrow}
          heading={content.catalogue.heading}
          intro={content.catalogue.intro}
        />
        <div className="mt-12">
          <ServiceTabs
            label={content.catalogue.tabsLabel}
            tabs={categories.map((category) => ({
              id: category.id,
              label: category.name,
              icon: category.icon,
              panel: (
                <CategoryPanel category={category} labels={content.catalogue} services={services} />
              ),
            }))}
          />
        </div>
      </ContentSection>
      <CtaSection cta={content.cta} format={page.ctaFormat} />
    </PageLayout>
  );
}
