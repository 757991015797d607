/**
 * The default error screen for routing failures: its title and the status or message. Home is a
 * plain link (a full load is the right way out of a failed page): the app-wide error boundary
 * (app/global-error.tsx) is part of every page's first load, and next/link would add 3.5 KB to it.
 */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <section
      aria-labelledby="error-heading"
      className="container-page flex min-h-[70vh] flex-col items-start justify-center gap-4 pt-24 pb-16"
    >
      <h1 id="error-heading" className="text-3xl font-bold text-ink sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="font-mono text-lg text-ink-soft">{message}</p>
      <div className="flex gap-3">
        {onRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
        <a href="/" className="btn-outline">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
