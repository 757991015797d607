import 'server-only';
import { serializeJsonLd, type JsonLdData } from './json-ld';

/** The one way a page carries structured data: every block goes through the same escaping serialiser. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
