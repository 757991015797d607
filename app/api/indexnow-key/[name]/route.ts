import { env } from '@/lib/env';

/** GET /<INDEXNOW_KEY>.txt (the proxy rewrites it here): the key itself, as IndexNow checks it; 404 for any other name. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!env.INDEXNOW_KEY || name !== env.INDEXNOW_KEY)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(env.INDEXNOW_KEY, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
