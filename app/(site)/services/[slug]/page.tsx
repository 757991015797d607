import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ServiceHeroArt } from '@/components/artwork/service-hero-art';
import { EnquiryButton } from '@/components/enquiry/enquiry-button';
import { BlockRenderer } from '@/components/sections/block-renderer';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { sectionTones } from '@/components/sections/section-tone';
import { servicePageRecord } from '@/content/pages';
import { serviceBlocks } from '@/content/services';
import { servicesOverview } from '@/content/services/overview';
import { ClientStoriesStrip } from '@/components/stories/client-stories-strip';
import { caseStudiesFor } from '@/lib/cms/stories';
import { getService, listServiceCategories, listServices } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceJsonLd } from '@/lib/seo/service-json-ld';

type Props = { params: Promise<{ slug: string }> };

/** A service published after the build is rendered on its first request, then kept. */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await listServices()).map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await getService((await params).slug);
  return service ? pageMetadata(servicePageRecord(service)) : {};
}

export default async function ServicePage({ params }: Props) {
  const service = await getService((await params).slug);
  if (!service) notFound();
  const page = servicePageRecord(service);
  const category = (await listServiceCategories()).find(({ id }) => id === service.category);
  const blocks = serviceBlocks(service);
  const tones = sectionTones(blocks.map((block) => block.blockType));
  const stories = await caseStudiesFor(service.slug);
  // Talent services' screens on the navy ground, the others' on the tint: thirteen heroes of one
  // look read as a template.
  const dark = service.category === 'talent';

  return (
    <PageLayout page={page}>
      <ServiceJsonLd service={service} categoryName={category?.name} />
      <PageHero
        badge={category?.name ?? 'Services'}
        icon={service.icon}
        heading={service.title}
        subtext={service.subtitle}
        artwork={<ServiceHeroArt slug={service.slug} />}
        variant={dark ? 'dark' : 'light'}
      >
        <EnquiryButton
          topic={service.enquiryName}
          service={service.enquiryName}
          className={dark ? 'btn-accent' : 'btn-primary'}
        >
          {servicesOverview.detailHero.enquire}
        </EnquiryButton>
        <Link
          href={`/services?category=${service.category}`}
          className={dark ? 'btn-ghost-light' : 'btn-outline'}
        >
          {servicesOverview.detailHero.allInCategory(category?.name ?? servicesOverview.hero.badge)}
        </Link>
      </PageHero>
      <BlockRenderer blocks={blocks} tones={tones} />
      {stories.length > 0 && (
        <ClientStoriesStrip
          stories={stories}
          tone={tones.at(-1) === 'white' ? 'surface' : 'white'}
        />
      )}
      <CtaSection cta={service.cta} format={service.ctaFormat} />
    </PageLayout>
  );
}
