import { withApi } from '@/lib/http/api-response';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. */
export const GET = withApi('health', async (_request, api) => api.json(200, { status: 'ok' }));
