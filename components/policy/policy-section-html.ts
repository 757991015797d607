import type { PolicySection } from '@/content/types';
import { escapeHtml, paragraphsHtml } from '@/lib/shared/html';

/** A policy section's text (paragraphs, bullets, a placeholder still to be written) as HTML. */
export function policySectionHtml(section: PolicySection, placeholderLabel: string): string {
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
  return parts.join('');
}
