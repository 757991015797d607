import { formatPolicyDate } from '@/components/policy/format-date';

/** A publication date as people read it, with the machine-readable date beside. */
export function StoryDate({ iso }: { iso: string }) {
  const day = iso.slice(0, 10);
  return <time dateTime={day}>{formatPolicyDate(day)}</time>;
}
