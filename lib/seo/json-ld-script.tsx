import 'server-only';
import { documentOnlyElement } from '@/lib/document-only';
import { serializeJsonLd, type JsonLdData } from './json-ld';

/**
 * The one way a page carries structured data: every block goes through the same escaping
 * serialiser, and into the document only (crawlers read it there; the RSC payload carries a key).
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return documentOnlyElement('script', { type: 'application/ld+json' }, serializeJsonLd(data));
}
