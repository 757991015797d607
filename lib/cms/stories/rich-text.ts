import 'server-only';
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';

/** An insight's body as HTML, made on the server (pages never hydrate it). */
export function richTextHtml(body: unknown): string {
  return convertLexicalToHTML({ data: body as SerializedEditorState, disableContainer: true });
}
