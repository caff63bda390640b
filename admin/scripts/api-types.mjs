// The admin's API types, generated from the backend's OpenAPI contract (openapi.json at the repository root,
// written by `npm run openapi`) with openapi-typescript into src/api/schema.d.ts. The file is never edited by hand.
//   node scripts/api-types.mjs          write src/api/schema.d.ts
//   node scripts/api-types.mjs --check  exit 1 when the committed file differs from what the contract generates
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const admin = join(dirname(fileURLToPath(import.meta.url)), '..');
const contractPath = join(admin, '..', 'openapi.json');
export const schemaPath = join(admin, 'src', 'api', 'schema.d.ts');

const HEADER = '// Generated from openapi.json by `npm run api-types -w admin` (openapi-typescript). Do not edit.\n\n';

/** The generated schema module's text for the current contract. */
export const generateApiTypes = async () => {
  const contract = JSON.parse(readFileSync(contractPath, 'utf8'));
  const ast = await openapiTS(contract, { alphabetize: true });
  return HEADER + astToString(ast);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generateApiTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(schemaPath, 'utf8');
    if (current !== text) {
      console.error('admin/src/api/schema.d.ts is stale: run `npm run api-types -w admin` and commit it.');
      process.exit(1);
    }
    console.log('admin/src/api/schema.d.ts matches openapi.json');
  } else {
    writeFileSync(schemaPath, text);
    console.log(`wrote ${schemaPath}`);
  }
}
