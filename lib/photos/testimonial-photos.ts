import 'server-only';
import { getBackend } from '@/lib/backend';

/** The testimonials' photo paths are read again after this long... */
const FRESH_MS = 5 * 60_000;
/** ...or, when a path not among them is asked for, at most this often. */
const RECHECK_MS = 30_000;

let known = { paths: new Set<string>(), readAt: -Infinity };
let reading: Promise<void> | undefined;

function reread(): Promise<void> {
  reading ??= getBackend()
    .getTestimonials()
    .then((testimonials) => {
      const paths = testimonials.flatMap((t) => (t.photoUrl ? [t.photoUrl] : []));
      known = { paths: new Set(paths), readAt: Date.now() };
    })
    // Unreadable (admin API down): the paths known so far stay, asked again after RECHECK_MS.
    .catch(() => void (known = { ...known, readAt: Date.now() - FRESH_MS + RECHECK_MS }))
    .finally(() => (reading = undefined));
  return reading;
}

/**
 * Whether a testimonial shows the photo at `path` (a site path under /api/photos): the only
 * photos the route fetches from the admin host. Unknown paths cost at most one read of the
 * testimonials per RECHECK_MS, however many are asked for.
 */
export async function isTestimonialPhoto(path: string, now = Date.now()): Promise<boolean> {
  if (now - known.readAt > FRESH_MS) await reread();
  if (known.paths.has(path)) return true;
  if (now - known.readAt <= RECHECK_MS) return false;
  await reread();
  return known.paths.has(path);
}
