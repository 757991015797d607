import autocannon from 'autocannon';

/** A bounded burst against one URL: fixed duration and connections, gzip accepted. */
export async function loadTest(url, { connections = 20, durationSeconds = 8 } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
