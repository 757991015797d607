import Link from '@/components/ui/link';

/** The default error screen for routing failures: its title and the status or message. */
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
        <Link href="/" className="btn-outline">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
