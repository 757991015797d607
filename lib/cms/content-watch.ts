import 'server-only';
import { processGlobal } from '@/lib/shared/process-global';

type Seen = { at: number | null | undefined };

/**
 * Whether the CMS's last publish time differs from the one this process saw last (always on the
 * first look after start: the pages on disk were made from the build's seeded store or an older store).
 */
export function takeContentChange(at: number | null): boolean {
  const seen = processGlobal<Seen>('cmsPublishedAt', () => ({ at: undefined }));
  const changed = seen.at !== at;
  seen.at = at;
  return changed;
}
