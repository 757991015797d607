import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ServiceHeroArt } from '@/components/artwork/service-hero-art';
import { EnquiryButton } from '@/components/enquiry/enquiry-button';
import { BlockRenderer } from '@/components/sections/block-renderer';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { cardColumns, sectionTones } from '@/components/sections/section-tone';
import { getPage } from '@/content/pages';
import { getServiceCategory, getServicePage, servicePages } from '@/content/services';
import { servicesOverview } from '@/content/services/overview';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceJsonLd } from '@/lib/seo/service-json-ld';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return pageMetadata(getPage(`/services/${slug}`));
}

export default async function ServicePage({ params }: Props) {
  const service = getServicePage((await params).slug);
  if (!service) notFound();
  const page = getPage(`/services/${service.slug}`);
  const category = getServiceCategory(service.category);
  const kinds = [
    ...service.blocks.map((block) => block.kind),
    ...(service.whyChoose ? (['cards'] as const) : []),
  ];
  const tones = sectionTones(kinds);

  return (
    <PageLayout page={page}>
      <ServiceJsonLd service={service} categoryName={category?.name} />
      <PageHero
        badge={category?.name ?? 'Services'}
        icon={service.icon}
        heading={service.title}
        subtext={service.subtitle}
        artwork={<ServiceHeroArt slug={service.slug} />}
      >
        <EnquiryButton
          topic={service.enquiryName}
          service={service.enquiryName}
          className="btn-accent"
        >
          {servicesOverview.detailHero.enquire}
        </EnquiryButton>
        <Link href={`/services?category=${service.category}`} className="btn-ghost-light">
          {servicesOverview.detailHero.allInCategory(category?.name ?? servicesOverview.hero.badge)}
        </Link>
      </PageHero>
      <BlockRenderer blocks={service.blocks} tones={tones} />
      {service.whyChoose && (
        <ContentSection id="why-choose" tone={tones[tones.length - 1]}>
          <SectionHeading
            id="why-choose-heading"
            eyebrow={servicesOverview.whyChooseEyebrow}
            heading={service.whyChoose.heading}
            intro={service.whyChoose.intro}
          />
          <div className="mt-12">
            <CardGrid
              items={service.whyChoose.items}
              columns={cardColumns(service.whyChoose.items.length)}
            />
          </div>
        </ContentSection>
      )}
      <CtaSection cta={service.cta} />
    </PageLayout>
  );
}
