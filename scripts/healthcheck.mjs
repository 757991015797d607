// The container's HEALTHCHECK (Dockerfile), also run by the e2e tests against the standalone
// server: exits 0 when GET /api/health on this machine's PORT answers 200 within 4 s, else 1.
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
    signal: AbortSignal.timeout(4_000),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
