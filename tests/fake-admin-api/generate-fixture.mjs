// Regenerates fixture.json from content/demo/*.ts (self-contained modules) so the fake admin
// API serves exactly the embedded backend's demo data: `node tests/fake-admin-api/generate-fixture.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);

async function load(relative) {
  const source = readFileSync(new URL(relative, root), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const { demoTestimonials } = await load('content/demo/testimonials.ts');
const { demoJobs } = await load('content/demo/jobs.ts');
const fixture = { testimonials: demoTestimonials, jobs: demoJobs };
writeFileSync(
  fileURLToPath(new URL('fixture.json', import.meta.url)),
  `${JSON.stringify(fixture, null, 2)}\n`,
);
console.log(`fixture.json: ${demoTestimonials.length} testimonials, ${demoJobs.length} jobs`);
