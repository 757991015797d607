// iblis-react-undraw ships ES modules without "type": "module" and imports its files without
// extensions, so plain Node cannot load them. These hooks (Node ≥ 22.15) load the package's files
// as ES modules and add the missing extension; nothing else is touched.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const PACKAGE = '/iblis-react-undraw/dist/';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!context.parentURL?.includes(PACKAGE)) throw error;
      return next(`${specifier}.js`, context);
    }
  },
  load(url, context, next) {
    if (!url.includes(PACKAGE)) return next(url, context);
    return { format: 'module', source: readFileSync(fileURLToPath(url)), shortCircuit: true };
  },
});
