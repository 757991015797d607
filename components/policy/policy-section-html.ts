import type { PolicyPage, PolicySection } from '@/content/types';
import { escapeHtml, paragraphsHtml } from '@/lib/shared/html';

/**
 * A policy section's numbered heading and text (paragraphs, bullets, a placeholder still to be
 * written) as HTML. The heading's classes are set once on the sections' container
 * (policy-article.tsx), not repeated in every section's markup.
 */
export function policySectionHtml(
  section: PolicySection,
  number: number,
  placeholderLabel: string,
): string {
  const parts = [paragraphsHtml(section.paragraphs)];
  if (section.bullets)
    parts.push(
      `<ul class="list-disc space-y-2 pl-6 marker:text-brand-purple-strong">${section.bullets
        .map((bullet) => `<li>${escapeHtml(bullet)}</li>`)
        .join('')}</ul>`,
    );
  if (section.placeholder)
    parts.push(
      '<p class="rounded-xl border border-dashed border-amber-500 bg-amber-50 p-4 print:border-black">' +
        `<strong class="mr-2 inline-block rounded-full bg-amber-200 px-3 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">${escapeHtml(placeholderLabel)}</strong>` +
        `<mark class="bg-transparent text-amber-950">${escapeHtml(section.placeholder)}</mark></p>`,
    );
  return (
    `<h2 id="${escapeHtml(section.id)}-heading"><span>${number}.</span>${escapeHtml(section.heading)}</h2>` +
    `<div class="mt-4 space-y-4 leading-7 text-ink-soft">${parts.join('')}</div>`
  );
}

/** The table of contents' entries: a numbered link to each section (styled by the list's classes). */
export function policyContentsHtml(policy: PolicyPage): string {
  return policy.sections
    .map(
      (section, index) =>
        `<li><a href="#${escapeHtml(section.id)}"><span>${index + 1}.</span>${escapeHtml(section.heading)}</a></li>`,
    )
    .join('');
}
