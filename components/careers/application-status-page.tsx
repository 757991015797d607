import { StandaloneDocument } from '@/components/forms/no-js/standalone-document';
import { renderPage } from '@/components/forms/no-js/render-page';
import { applicationStatus as texts } from '@/content/application';
import { receiptTime } from '@/lib/shared/receipt-summary';
import type { OutboxRow } from '@/lib/store/outbox';

type Props = {
  reference: string;
  jobTitle: string;
  status: OutboxRow['status'];
  receivedAt: number;
  /** When the record last changed: delivered, rejected or given up at. */
  changedAt: number;
};

const styles = 'ol{padding-left:1.25rem}li{margin:.5rem 0}time{font-weight:600}';

/**
 * An application's status as steps with their dates: received by the site, then delivered to
 * the company (or why not). A later answer of the company's system would be one more step.
 */
export function applicationStatusPage({
  reference,
  jobTitle,
  status,
  receivedAt,
  changedAt,
}: Props): Promise<string> {
  const at = (time: number) => (
    <time dateTime={new Date(time).toISOString()}>{receiptTime(new Date(time).toISOString())}</time>
  );
  const title = texts.title(reference);
  return renderPage((siteName) => (
    <StandaloneDocument title={title} siteName={siteName} styles={styles}>
      <main>
        <h1>{title}</h1>
        <p>{jobTitle}</p>
        <ol>
          <li data-step="received">
            {texts.received}: {at(receivedAt)}
          </li>
          {status === 'delivered' && (
            <li data-step="delivered">
              {texts.delivered}: {at(changedAt)}
            </li>
          )}
        </ol>
        {status === 'pending' && <p>{texts.waiting}</p>}
        {status === 'rejected' && <p>{texts.rejected}</p>}
        {status === 'dead' && <p>{texts.dead}</p>}
        <p>
          <a href={texts.back.href}>{texts.back.label}</a>
        </p>
      </main>
    </StandaloneDocument>
  ));
}
