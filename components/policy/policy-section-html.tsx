import type { Policy } from '@/cms/payload-types';
import { renderStaticMarkup } from '@/components/ui/static-markup';

/**
 * A policy section's numbered heading and text (paragraphs, bullets, a placeholder still to be
 * written) as HTML. The heading's and the text's classes are set once on the sections'
 * container (policy-article.tsx), not repeated in every section's markup.
 */
export function policySectionHtml(
  section: Policy['sections'][number],
  number: number,
  placeholderLabel: string,
): string {
  return renderStaticMarkup(
    <>
      <h2 id={`${section.anchor}-heading`}>
        <span>{number}.</span>
        {section.heading}
      </h2>
      <div>
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph.text}>{paragraph.text}</p>
        ))}
        {section.bullets?.length ? (
          <ul className="list-disc space-y-2 pl-6 marker:text-brand-purple-strong">
            {section.bullets.map((bullet) => (
              <li key={bullet.text}>{bullet.text}</li>
            ))}
          </ul>
        ) : null}
        {section.placeholder && (
          <p className="rounded-xl border border-dashed border-amber-500 bg-amber-50 p-4 print:border-black">
            <strong className="mr-2 inline-block rounded-full bg-amber-200 px-3 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">
              {placeholderLabel}
            </strong>
            <mark className="bg-transparent text-amber-950">{section.placeholder}</mark>
          </p>
        )}
      </div>
    </>,
  );
}

/** The table of contents' entries: a numbered link to each section (styled by the list's classes). */
export function policyContentsHtml(policy: Pick<Policy, 'sections'>): string {
  return renderStaticMarkup(
    policy.sections.map((section, index) => (
      <li key={section.anchor}>
        <a href={`#${section.anchor}`}>
          <span>{index + 1}.</span>
          {section.heading}
        </a>
      </li>
    )),
  );
}
