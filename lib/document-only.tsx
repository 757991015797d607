import 'server-only';
import { createHash } from 'node:crypto';
import { DocumentOnlyHtml } from '@/lib/shared/document-only-html';
import { registerDocumentHtml } from '@/lib/shared/document-only-registry';

/**
 * An element whose inside goes into the HTML document and not into the RSC payload, which
 * carries only the element's tag, attributes and a key: for markup the browser never renders
 * again (the root layout's footer, which stays mounted across client navigations; structured
 * data, which crawlers read in the document). Never for a page's own content: a client
 * navigation renders that from the payload alone.
 */
export function documentOnlyElement(
  tag: string,
  attributes: Record<string, unknown>,
  html: string,
) {
  const htmlKey = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  registerDocumentHtml(htmlKey, html);
  return <DocumentOnlyHtml tag={tag} htmlKey={htmlKey} {...attributes} />;
}
