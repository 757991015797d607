import { Static } from '@/components/ui/static';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentSection } from '@/components/sections/content-section';
import { SectionHeading } from '@/components/sections/section-heading';
import type { AboutContent } from '@/content/about';

/** Section `values`: 'Our Core Values' with a card per value. */
export function ValuesSection({ values }: { values: AboutContent['values'] }) {
  return (
    <Static>
      <ContentSection id="values" tone="surface">
        <SectionHeading id="values-heading" eyebrow={values.heading} heading={values.subheading} />
        <div className="mt-12">
          <CardGrid items={values.items} />
        </div>
      </ContentSection>
    </Static>
  );
}
