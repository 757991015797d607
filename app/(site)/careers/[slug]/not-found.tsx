import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { careers } from '@/content/careers';

export const metadata: Metadata = {
  title: 'Job not found',
  robots: { index: false, follow: true },
};

/** A job that is no longer open: say so and lead back to the list. */
export default function JobNotFound() {
  const { eyebrow, heading, text, action } = careers.jobGone;
  return (
    <section className="bg-ink pt-16 text-white">
      <div className="container-page py-24 text-center">
        <p className="eyebrow text-brand-orange">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold">{heading}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">{text}</p>
        <Link href={action.href} className="btn-accent mt-8">
          {action.label}
        </Link>
      </div>
    </section>
  );
}
