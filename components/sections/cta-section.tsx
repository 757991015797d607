import Link from '@/components/ui/link';
import { Static } from '@/components/ui/static';
import type { CallToAction } from '@/content/types';

/** A call to action's buttons, on a dark or brand ground: the closing section's, and a hero's. */
export function CtaLinks({ cta }: { cta: Pick<CallToAction, 'primary' | 'secondary'> }) {
  return (
    <>
      <Link href={cta.primary.href} className="btn-accent">
        {cta.primary.label}
      </Link>
      {cta.secondary && (
        <Link href={cta.secondary.href} className="btn-ghost-light">
          {cta.secondary.label}
        </Link>
      )}
    </>
  );
}

/** The closing call to action every shared-layout page ends with (id `cta`), as static HTML. */
export function CtaSection({ cta }: { cta: CallToAction }) {
  return (
    <Static>
      <section id="cta" aria-labelledby="cta-heading" className="py-20">
        <div className="container-page">
          <div className="relative isolate overflow-hidden rounded-3xl bg-brand-gradient px-6 py-14 text-center text-white sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
              {cta.heading}
            </h2>
            <p className="measure mx-auto mt-4 text-lg leading-8 text-white/90">{cta.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <CtaLinks cta={cta} />
            </div>
          </div>
        </div>
      </section>
    </Static>
  );
}
