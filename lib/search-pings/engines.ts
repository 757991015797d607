import 'server-only';
import { createGoogleIndexing, type ServiceAccountKey } from './google-indexing';
import { createIndexNow } from './indexnow';
import type { Engine } from './send';

type EngineSettings = {
  siteUrl: string;
  googleKey?: ServiceAccountKey;
  googleEndpoint?: string;
  indexNowKey?: string;
  indexNowEndpoint?: string;
};

/** IndexNow takes up to 10,000 URLs in one POST. */
const INDEXNOW_BATCH = 10_000;

/** The engines the settings configure: none without credentials, so nothing is queued or sent. */
export function configuredEngines(settings: EngineSettings): Engine[] {
  const engines: Engine[] = [];
  if (settings.googleKey) {
    const google = createGoogleIndexing({
      key: settings.googleKey,
      endpoint: settings.googleEndpoint,
    });
    engines.push({
      name: 'google',
      batchSize: 1,
      send: async ([ping]) => google.publish(ping!.url, ping!.action),
    });
  }
  if (settings.indexNowKey) {
    const indexNow = createIndexNow({
      key: settings.indexNowKey,
      siteUrl: settings.siteUrl,
      endpoint: settings.indexNowEndpoint,
    });
    engines.push({
      name: 'indexnow',
      batchSize: INDEXNOW_BATCH,
      send: (pings) => indexNow.submit(pings.map((ping) => ping.url)),
    });
  }
  return engines;
}
