import 'server-only';
import {
  BREAK,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** A request the CMS's API refuses before Payload sees it: its status and the reason given. */
export type Refusal = { status: 400 | 401 | 404 | 415; message: string };

/** Deeper than any query the editor or a script of ours needs (a page's blocks and their media). */
const MAX_GRAPHQL_DEPTH = 12;
/** Fields a query may ask for, fragments and aliases expanded (a page with all its blocks is fewer). */
const MAX_GRAPHQL_FIELDS = 2000;
/** A query longer than this many tokens is not one a person wrote for this site. */
const MAX_GRAPHQL_TOKENS = 5000;
/**
 * Mutations that would make Payload fetch a picture from an address: GraphQL cannot carry a file,
 * so a media record made through it can only come from a `url` (cms/collections/media.ts).
 */
const URL_UPLOAD_MUTATIONS = new Set(['createMedia', 'duplicateMedia']);
/**
 * Record ids are numbers on both databases: Payload reads any other path segment in an id's place
 * as NaN (or Infinity) and the database refuses the query (GET /cms-api/users/unlock was a 500).
 */
const RECORD_ID = /^[1-9]\d{0,14}$/;
/** What a GET may name in an id's place: Payload's own collection endpoints. */
const GET_ENDPOINTS = new Set(['count', 'versions', 'access', 'me', 'init', 'file', 'paste-url']);
/** Where a segment after the collection is a name, not a record id. */
const NAMED_ENTRIES = new Set(['globals', 'payload-preferences', 'payload-jobs']);

/** The segment a request names a record by, when it is not a record id; else null. */
function notAnId(method: string, segments: string[]): string | null {
  const [collection, second, third] = segments;
  if (!collection || !second || NAMED_ENTRIES.has(collection)) return null;
  const reading = method === 'GET' || method === 'HEAD';
  let id: string | undefined;
  const byId = reading || method === 'PATCH' || method === 'DELETE';
  if (segments.length === 2 && byId && !(reading && GET_ENDPOINTS.has(second))) id = second;
  else if (segments.length === 3 && (second === 'versions' || second === 'access')) id = third;
  else if (segments.length === 3 && third === 'duplicate') id = second;
  return id !== undefined && !RECORD_ID.test(id) ? id : null;
}

/** What GraphQL answers without a login: signing in and resetting a password (limited per client and account). */
const ANONYMOUS_MUTATIONS = new Set(['loginUser', 'forgotPasswordUser', 'resetPasswordUser']);

/** The fields a selection set asks for at its own level, fragments spread in it included. */
function topFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : fragments.get(selection.name.value)?.selectionSet;
    return inner ? topFields(inner, fragments) : [];
  });
}

/** Whether every operation of the document is a mutation of ANONYMOUS_MUTATIONS only. */
function onlySignIn(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>) {
  return document.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      (definition.operation === 'mutation' &&
        topFields(definition.selectionSet, fragments).every((field) =>
          ANONYMOUS_MUTATIONS.has(field),
        )),
  );
}

/** Query parameters Payload reads as counts: `limit=1e400` reached the database as Infinity (500). */
const COUNT_PARAMS = ['limit', 'page', 'depth'];
/** Query parameters Payload reads as objects (`where[path][equals]=/`): a plain value breaks it. */
const OBJECT_PARAMS = ['where', 'select', 'populate', 'joins'];

const refuse = (status: Refusal['status'], message: string): Refusal => ({ status, message });

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** Payload reads a REST body as a record's fields: a string, number or null in JSON broke it (500). */
function isJsonObject(text: string): boolean {
  const value = parseJson(text)?.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The multipart body's fields, or null when it is not the multipart its Content-Type says. */
async function formFields(contentType: string, body: Uint8Array<ArrayBuffer>) {
  try {
    const form = await new Request('http://cms.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
    return form;
  } catch {
    return null;
  }
}

/**
 * What a REST request to /cms-api is refused for, or null to hand it to Payload: each of these
 * made Payload answer 500. `pathname` is the decoded path (the request guard has refused paths
 * that do not decode).
 */
export async function restRefusal(
  method: string,
  url: URL,
  contentType: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<Refusal | null> {
  const pathname = decodeURIComponent(url.pathname);
  if (pathname.includes('\0')) return refuse(400, 'The path holds a NUL character.');
  // No collection verifies e-mail addresses: Payload looked for a field that does not exist.
  if (/^\/cms-api\/[^/]+\/verify(?:\/|$)/i.test(pathname)) return refuse(404, 'Not found.');
  const segments = pathname.split('/').filter(Boolean).slice(1);
  const badId = notAnId(method, segments);
  if (badId !== null) return refuse(404, `No record has the id ${JSON.stringify(badId)}.`);
  for (const name of COUNT_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && !/^\d{1,9}$/.test(value))
      return refuse(400, `"${name}" takes a whole number below a billion.`);
  }
  for (const name of OBJECT_PARAMS)
    if (url.searchParams.has(name))
      return refuse(400, `"${name}" takes named parts, e.g. ${name}[field]=…`);
  if (method === 'GET' || method === 'HEAD' || body.byteLength === 0) return null;

  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' && !isJsonObject(new TextDecoder().decode(body)))
    return refuse(400, 'The body is not a JSON object.');
  if (type === 'multipart/form-data') {
    const form = await formFields(contentType, body);
    if (!form) return refuse(400, 'The body is not the multipart form its Content-Type names.');
    const data = form.get('_payload');
    if (data !== null && (typeof data !== 'string' || !isJsonObject(data)))
      return refuse(400, 'The form’s _payload is not a JSON object.');
  }
  return null;
}

type Shape = { depth: number; fields: number };
type Walk = Shape | 'cycle' | 'unknown-fragment';

/**
 * How deep a selection set nests and how many fields it asks for, fragments expanded. Each
 * fragment is measured once (`measured`), so fragments that spread others many times cost no more
 * to check than to read.
 */
function shapeOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
  measured: Map<string, Shape>,
): Walk {
  const shape = { depth: 0, fields: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Walk;
    if (selection.kind === Kind.FIELD) {
      inner = selection.selectionSet
        ? shapeOf(selection.selectionSet, fragments, visiting, measured)
        : { depth: 0, fields: 0 };
      if (typeof inner !== 'string') inner = { depth: inner.depth + 1, fields: inner.fields + 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = shapeOf(selection.selectionSet, fragments, visiting, measured);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment) return 'unknown-fragment';
      if (visiting.has(name)) return 'cycle';
      const known = measured.get(name);
      if (known) inner = known;
      else {
        visiting.add(name);
        inner = shapeOf(fragment.selectionSet, fragments, visiting, measured);
        visiting.delete(name);
        if (typeof inner !== 'string') measured.set(name, inner);
      }
    }
    if (typeof inner === 'string') return inner;
    shape.depth = Math.max(shape.depth, inner.depth);
    shape.fields += inner.fields;
  }
  return shape;
}

/**
 * What a GraphQL POST is refused for, or null to hand it to Payload: a body that is not JSON
 * naming a query, a query that does not parse or is too long, fragments that spread each other
 * in a cycle (Payload's complexity rule recursed through them without end and answered 500), and
 * a query nested deeper than MAX_GRAPHQL_DEPTH or asking for more than MAX_GRAPHQL_FIELDS fields,
 * a mutation that would make a media record from an address, and, without a login, anything but
 * signing in or resetting a password (401).
 */
export function graphqlRefusal(
  contentType: string,
  body: Uint8Array<ArrayBuffer>,
  loggedIn: boolean,
): Refusal | null {
  if (contentType.split(';')[0]!.trim().toLowerCase() !== 'application/json')
    return refuse(415, 'Send the query as application/json.');
  const json = parseJson(new TextDecoder().decode(body));
  const query = (json?.value as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return refuse(400, 'The body is not JSON with a "query".');
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_GRAPHQL_TOKENS, noLocation: true });
  } catch (error) {
    return refuse(400, (error as Error).message);
  }
  let fetchesMedia = false;
  visit(document, {
    Field(field) {
      if (!URL_UPLOAD_MUTATIONS.has(field.name.value)) return undefined;
      fetchesMedia = true;
      return BREAK;
    },
  });
  if (fetchesMedia) return refuse(400, 'Upload pictures as files, through the editor or REST.');
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const measured = new Map<string, Shape>();
  for (const definition of document.definitions) {
    const selectionSet =
      definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION
        ? definition.selectionSet
        : null;
    if (!selectionSet) continue;
    const shape = shapeOf(selectionSet, fragments, new Set(), measured);
    if (shape === 'cycle') return refuse(400, 'Fragments spread each other in a cycle.');
    if (shape === 'unknown-fragment') return refuse(400, 'The query spreads an unknown fragment.');
    if (shape.depth > MAX_GRAPHQL_DEPTH)
      return refuse(400, `The query is nested deeper than ${MAX_GRAPHQL_DEPTH}.`);
    if (shape.fields > MAX_GRAPHQL_FIELDS)
      return refuse(400, `The query asks for more than ${MAX_GRAPHQL_FIELDS} fields.`);
  }
  if (!loggedIn && !onlySignIn(document, fragments))
    return refuse(401, 'Log in to use the GraphQL API.');
  return null;
}
