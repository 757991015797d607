import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every client module of the build, by its id in the RSC payload: its source path, from the build's manifests. */
export function clientModuleSources(app = '.next/server/app'): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('_client-reference-manifest.js')) continue;
    const scope: {
      __RSC_MANIFEST?: Record<string, { clientModules: Record<string, { id: string | number }> }>;
    } = {};
    new Function('globalThis', readFileSync(path.join(app, file), 'utf8'))(scope);
    for (const manifest of Object.values(scope.__RSC_MANIFEST ?? {}))
      for (const [source, { id }] of Object.entries(manifest.clientModules))
        sources.set(String(id), source.replace(/^\[project\]\//, '').replace(/ <.*>$/, ''));
  }
  return sources;
}

/** The RSC payload a document carries (its `self.__next_f.push([1, "…"])` scripts), decoded. */
export function rscPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, literal]) => JSON.parse(literal!) as string)
    .join('');
}

/** The ids of the client modules a payload references (its `I[…]` rows). */
export function referencedClientModules(payload: string): string[] {
  return [...payload.matchAll(/(?:^|\n)[0-9a-f]+:I(\[[^\n]*\])(?=\n|$)/g)].map(([, row]) =>
    String((JSON.parse(row!) as [string | number])[0]),
  );
}
