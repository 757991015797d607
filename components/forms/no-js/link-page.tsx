import { StandaloneDocument } from '@/components/forms/no-js/standalone-document';
import { renderPage } from '@/components/forms/no-js/render-page';

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
  return renderPage((siteName) => (
    <StandaloneDocument title={title} siteName={siteName}>
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
    </StandaloneDocument>
  ));
}
