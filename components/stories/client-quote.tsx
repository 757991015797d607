import { Icon } from '@/components/icon/icon';
import { InitialsAvatar } from '@/components/testimonials/initials-avatar';

const roleWords =
  /\b(?:Head|Manager|Director|Officer|Chief|Lead|Founder|President|Partner|Engineer|Owner|CEO|CTO|CFO|COO|CHRO|HR|VP)\b/;

/**
 * Whether an attribution names a person ('Priya Raghavan') rather than a role ('Head of
 * Operations', 'General Manager, HR'): two to four capitalised words and no title among them.
 */
export function namesAPerson(name: string): boolean {
  return /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){1,3}$/u.test(name) && !roleWords.test(name);
}

/**
 * A spotlight: one client's words, large, with who said them; their initials beside a person's
 * name, a quotation mark beside a role (initials of a job title mean nothing).
 */
export function ClientQuote({
  quote,
  headingId,
  heading,
}: {
  quote: { text: string; name: string; role: string };
  headingId: string;
  heading: string;
}) {
  return (
    <figure className="mx-auto max-w-4xl">
      <h2 id={headingId} className="eyebrow text-center">
        {heading}
      </h2>
      <blockquote className="mt-6 text-center font-display text-2xl leading-snug font-semibold text-ink sm:text-3xl">
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center justify-center gap-4">
        {namesAPerson(quote.name) ? (
          <InitialsAvatar name={quote.name} className="size-14" />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-purple text-white">
            <Icon name="quote" className="size-6" />
          </span>
        )}
        <span className="text-left">
          <span className="block font-semibold text-ink">{quote.name}</span>
          <span className="block text-ink-soft">{quote.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
