import { Icon } from '@/components/icon/icon';
import { ProductScreen } from '@/components/screens/product-screen';
import { namesAPerson } from '@/components/stories/client-quote';
import { InitialsAvatar } from '@/components/testimonials/initials-avatar';
import Link from '@/components/ui/link';
import { Static } from '@/components/ui/static';
import type { Company } from '@/content/company-schema';
import type { CtaFormat } from '@/content/cta-formats';
import type { ScreenName } from '@/content/types';
import { screenData } from '@/content/product-screens';
import type { CallToAction } from '@/content/types';
import { getCompany } from '@/lib/cms/company';
import { getCaseStudies } from '@/lib/cms/stories';
import { officeHoursText } from '@/lib/shared/office-hours';

/** A call to action's buttons, on a dark or brand ground: the closing section's, and a hero's. */
export function CtaLinks({
  cta,
  tone = 'dark',
}: {
  cta: Pick<CallToAction, 'primary' | 'secondary'>;
  tone?: 'dark' | 'light';
}) {
  return (
    <>
      <Link href={cta.primary.href} className={tone === 'dark' ? 'btn-accent' : 'btn-primary'}>
        {cta.primary.label}
      </Link>
      {cta.secondary && (
        <Link
          href={cta.secondary.href}
          className={tone === 'dark' ? 'btn-ghost-light' : 'btn-outline'}
        >
          {cta.secondary.label}
        </Link>
      )}
    </>
  );
}

/** The heading, text and buttons of a call to action, on a dark ground or a light one. */
function CtaWords({
  cta,
  tone = 'dark',
  centred = false,
}: {
  cta: CallToAction;
  tone?: 'dark' | 'light';
  centred?: boolean;
}) {
  const dark = tone === 'dark';
  return (
    <>
      <h2 id="cta-heading" className={`text-3xl font-bold sm:text-4xl ${dark ? '' : 'text-ink'}`}>
        {cta.heading}
      </h2>
      <p
        className={`measure mt-4 text-lg leading-8 ${centred ? 'mx-auto' : ''} ${dark ? 'text-white/90' : 'text-ink-soft'}`}
      >
        {cta.text}
      </p>
      <div className={`mt-8 flex flex-wrap gap-3 ${centred ? 'justify-center' : ''}`}>
        <CtaLinks cta={cta} tone={tone} />
      </div>
    </>
  );
}

/** The purple-to-magenta banner, centred: the home page's and a few others'. */
function Banner({ cta }: { cta: CallToAction }) {
  return (
    <section id="cta" aria-labelledby="cta-heading" className="py-20">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-gradient px-6 py-14 text-center text-white sm:px-12">
          <CtaWords cta={cta} centred />
        </div>
      </div>
    </section>
  );
}

const officeLabels = {
  eyebrow: 'Our Office in Hyderabad',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Office hours',
};

/** The invitation beside the office's address, phone, e-mail and hours: a strip to visit or call. */
function OfficeStrip({ cta, company }: { cta: CallToAction; company: Company }) {
  const { address } = company;
  const [user, domain] = company.email.split('@');
  const row = 'flex gap-3';
  const icon = 'mt-1 size-5 shrink-0 text-brand-orange';
  return (
    <section id="cta" aria-labelledby="cta-heading" className="py-20">
      <div className="container-page">
        <div className="grid overflow-hidden rounded-3xl bg-surface-tint ring-1 ring-brand-purple/15 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="px-6 py-12 sm:px-12 lg:py-14">
            <CtaWords cta={cta} tone="light" />
          </div>
          <div className="bg-ink px-6 py-12 text-white sm:px-12 lg:py-14">
            <p className="text-sm font-semibold tracking-wider text-brand-orange uppercase">
              {officeLabels.eyebrow}
            </p>
            <address className="mt-5 space-y-4 text-base leading-7 text-slate-200 not-italic">
              <div className={row}>
                <Icon name="map-pin" className={icon} />
                <span>
                  {address.street}
                  <br />
                  {address.locality} {address.postalCode}, {address.region}
                </span>
              </div>
              <div className={row}>
                <Icon name="phone" className={icon} />
                <a
                  href={`tel:${company.phone.replace(/\s/g, '')}`}
                  className="underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{officeLabels.phone}: </span>
                  {company.phone}
                </a>
              </div>
              <div className={row}>
                <Icon name="mail" className={icon} />
                <a
                  href={`mailto:${company.email}`}
                  className="min-w-0 underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{officeLabels.email}: </span>
                  {user}
                  <wbr />@{domain}
                </a>
              </div>
              <div className={row}>
                <Icon name="clock" className={icon} />
                <span>
                  <span className="sr-only">{officeLabels.hours}: </span>
                  {officeHoursText(company.officeHours)}
                </span>
              </div>
            </address>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The invitation beside one of the products' own screens, on the dark ground. */
function ScreenSide({ cta, screen }: { cta: CallToAction; screen: ScreenName }) {
  return (
    <section id="cta" aria-labelledby="cta-heading" className="py-20">
      <div className="container-page">
        <div className="relative isolate grid items-center gap-10 overflow-hidden rounded-3xl bg-ink px-6 py-12 text-white sm:px-12 lg:grid-cols-2 lg:py-14">
          <div
            aria-hidden="true"
            className="absolute -right-24 -bottom-24 -z-10 size-96 glow-purple opacity-70"
          />
          <div>
            <CtaWords cta={cta} />
          </div>
          <ProductScreen
            data={screenData([], screen)}
            className="mx-auto w-full max-w-md text-sm"
          />
        </div>
      </div>
    </section>
  );
}

type Quote = { text: string; name: string; role: string };

/** A client's words and who said them, beside the invitation on the brand gradient. */
function QuoteSide({ cta, quote }: { cta: CallToAction; quote: Quote }) {
  return (
    <section id="cta" aria-labelledby="cta-heading" className="py-20">
      <div className="container-page">
        <div className="grid overflow-hidden rounded-3xl ring-1 ring-brand-purple/15 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <figure className="bg-surface-tint px-6 py-12 sm:px-12 xl:py-14">
            <Icon name="quote" className="size-10 text-brand-purple-strong" />
            <blockquote className="mt-6 font-display text-xl leading-snug font-semibold text-ink sm:text-2xl">
              <p className="measure">“{quote.text}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4">
              {namesAPerson(quote.name) ? (
                <InitialsAvatar name={quote.name} className="size-12" />
              ) : (
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-purple text-white">
                  <Icon name="quote" className="size-5" />
                </span>
              )}
              <span>
                <span className="block font-semibold text-ink">{quote.name}</span>
                <span className="block text-ink-soft">{quote.role}</span>
              </span>
            </figcaption>
          </figure>
          <div className="bg-brand-gradient px-6 py-12 text-white sm:px-12 lg:py-14">
            <CtaWords cta={cta} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The office strip, with the company's facts as published. */
async function OfficeCtaSection({ cta }: { cta: CallToAction }) {
  const company = await getCompany();
  return (
    <Static>
      <OfficeStrip cta={cta} company={company} />
    </Static>
  );
}

/** A client's words: the newest case study's, unless the page names them; the banner without. */
async function QuoteCtaSection({ cta, quote }: { cta: CallToAction; quote?: Quote }) {
  const words = quote ?? (await getCaseStudies())[0]?.quote;
  return <Static>{words ? <QuoteSide cta={cta} quote={words} /> : <Banner cta={cta} />}</Static>;
}

/**
 * The closing call to action a page ends with (id `cta`), as static HTML, in the format its
 * record chose (content/cta-formats.ts): the banner, the office strip, a client's words beside
 * the invitation or a product screen beside them.
 */
export function CtaSection({
  cta,
  format = 'banner',
  quote,
}: {
  cta: CallToAction;
  format?: CtaFormat | null;
  quote?: Quote;
}) {
  if (format === 'office') return <OfficeCtaSection cta={cta} />;
  if (format === 'quote') return <QuoteCtaSection cta={cta} quote={quote} />;
  const screen = format?.startsWith('screen:') && (format.slice('screen:'.length) as ScreenName);
  return (
    <Static>{screen ? <ScreenSide cta={cta} screen={screen} /> : <Banner cta={cta} />}</Static>
  );
}
