import { documentOnlyElement } from '@/lib/document-only';
import { splashBootScript, splashEndScript } from '@/lib/shared/splash';

/**
 * Inline boot script for <head>: decides before first paint whether the splash shows. It runs
 * once, as the document is parsed, so its text is written there and not again in the payload.
 */
export function SplashScript() {
  return documentOnlyElement('script', {}, splashBootScript);
}

/** Inline script for the end of <body>'s content: the document is parsed, the splash leaves. */
export function SplashEndScript() {
  return <script dangerouslySetInnerHTML={{ __html: splashEndScript }} />;
}

/**
 * The loading splash (brand name and tagline). Hidden by default, so the page is complete without
 * JavaScript; the boot script reveals it on a first visit and SplashEndScript removes it once
 * the page's content is parsed.
 */
export function Splash({ name, tagline }: { name: string; tagline: string }) {
  return (
    <div
      id="splash"
      aria-hidden="true"
      className="fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-4 bg-ink text-white transition-opacity duration-300"
    >
      <span className="size-12 animate-spin rounded-full border-4 border-white/20 border-t-brand-orange" />
      <span className="font-display text-3xl font-bold">{name}</span>
      <span className="text-sm tracking-wider text-slate-300 uppercase">{tagline}</span>
    </div>
  );
}
