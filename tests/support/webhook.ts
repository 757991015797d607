import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the alert webhook received, each message as posted. */
export type WebhookMessage = { text: string };

/** A receiver for ALERT_WEBHOOK_URL on a free port of 127.0.0.1, keeping every message. */
export async function startWebhook() {
  const received: WebhookMessage[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
