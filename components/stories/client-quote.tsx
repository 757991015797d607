import { InitialsAvatar } from '@/components/testimonials/initials-avatar';

/** A spotlight: one client's words, large, with who said them. */
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
        <InitialsAvatar name={quote.name} className="size-14" />
        <span className="text-left">
          <span className="block font-semibold text-ink">{quote.name}</span>
          <span className="block text-ink-soft">{quote.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
