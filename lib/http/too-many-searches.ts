import 'server-only';

const text = {
  title: 'Too many searches',
  body: (minutes: number) =>
    `You have searched our jobs very often in a short time. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  back: 'Back to careers',
};

/**
 * The page a /careers search over the client's limit gets (answered by proxy.ts, which renders
 * no React): one heading, the wait, and a way back to the list without a search.
 */
export function tooManySearchesPage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title><style>body{font-family:system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:0 auto;padding:2rem 1rem;line-height:1.5}a{color:#6d28d9}</style></head><body><main><h1>${text.title}</h1><p>${text.body(minutes)}</p><p><a href="/careers">${text.back}</a></p></main></body></html>`;
}
