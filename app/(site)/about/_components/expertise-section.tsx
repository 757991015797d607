import { Static } from '@/components/ui/static';
import { Icon } from '@/components/icon/icon';
import { ContentSection } from '@/components/sections/content-section';
import { GroupList } from '@/components/sections/group-list';
import { SectionHeading } from '@/components/sections/section-heading';
import type { SectionOf } from '@/content/page-sections';

/** Section `expertise`: 'Diverse Industry Experience', its lists and highlight cards. */
export function ExpertiseSection({ expertise }: { expertise: SectionOf<'section'> }) {
  return (
    <Static>
      <ContentSection id="expertise" tone="white">
        <SectionHeading
          id="expertise-heading"
          heading={expertise.heading}
          intro={expertise.intro}
        />
        <div className="mt-12">
          <GroupList groups={expertise.groups ?? []} />
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {(expertise.items ?? []).map((card) => (
            <li
              key={card.title}
              data-reveal
              className="relative isolate flex flex-col gap-5 overflow-hidden rounded-2xl bg-ink p-8 text-white xl:flex-row"
            >
              <div
                aria-hidden="true"
                className="absolute -right-12 -bottom-12 -z-10 size-44 glow-purple"
              />
              {card.icon && (
                <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/10">
                  <Icon name={card.icon} />
                </span>
              )}
              <div>
                <h3 className="text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 leading-7 text-slate-300">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
    </Static>
  );
}
