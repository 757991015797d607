import { StandaloneDocument } from '@/components/forms/no-js/standalone-document';
import { renderPage } from '@/components/forms/no-js/render-page';

const styles = `
body{font-family:system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:0 auto;padding:2rem 1rem;line-height:1.5}
h1{font-size:1.75rem}a{color:#6d28d9}
button{margin-top:1rem;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#6d28d9;color:#fff;font:inherit;font-weight:600}`;

type Props = {
  title: string;
  text: string;
  /** A button that posts to `action`, for the pages that ask before they act. */
  button?: { label: string; action: string };
  /** A plain link (this document is served by a route handler, outside the app's router). */
  back: { href: string; label: string };
};

/**
 * The page a mailed link opens (a job alert's confirm or unsubscribe, a data request's
 * confirmation, or what happened): a document of its own, answered by the route, working
 * without JavaScript. Links in mail are only opened, never acted on: mail scanners open them
 * too, so acting takes the button's POST.
 */
export function mailLinkPage({ title, text, button, back }: Props): Promise<string> {
  return renderPage(
    <StandaloneDocument title={title} styles={styles}>
      <main>
        <h1>{title}</h1>
        <p>{text}</p>
        {button && (
          <form method="post" action={button.action}>
            <button type="submit">{button.label}</button>
          </form>
        )}
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      </main>
    </StandaloneDocument>,
  );
}
