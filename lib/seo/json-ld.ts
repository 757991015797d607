import 'server-only';
import type { Thing, WithContext } from 'schema-dts';

/** schema.org data built from next-seo's props (structured-data.ts), typed with those props. */
export type NextSeoJsonLdData<Props> = {
  '@context': 'https://schema.org';
  '@type': string;
} & Props;

/** schema.org data typed with schema-dts, or built by next-seo's processors. */
export type JsonLdData = WithContext<Thing> | NextSeoJsonLdData<object>;

/**
 * Characters that could end the <script> element or start an HTML comment inside it, and the two
 * line separators that older JavaScript parsers read as line ends. All become \uXXXX escapes, which
 * JSON.parse turns back into the same characters, so the data survives unchanged.
 */
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a `<script type="application/ld+json">` element: nothing in it can close the element. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => unsafe[character]!);
}
