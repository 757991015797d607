import 'server-only';
import { checkAnswer } from './ping-error';

const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';

/** Where the key file is served: `/<key>.txt` at the site's root, so every URL of the host may be submitted. */
const indexNowKeyPath = (key: string) => `/${key}.txt`;

/** IndexNow: every changed URL of the host in one POST (a closed job's URL too: its 404 tells them). */
export function createIndexNow({
  key,
  siteUrl,
  endpoint = DEFAULT_INDEXNOW_ENDPOINT,
}: {
  key: string;
  siteUrl: string;
  endpoint?: string;
}) {
  return {
    async submit(urls: string[]): Promise<void> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          host: new URL(siteUrl).host,
          key,
          keyLocation: new URL(indexNowKeyPath(key), siteUrl).toString(),
          urlList: [...new Set(urls)],
        }),
        signal: AbortSignal.timeout(10_000),
      });
      await checkAnswer('indexnow', response);
      await response.body?.cancel();
    },
  };
}
