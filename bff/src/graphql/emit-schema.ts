import './tsx-metadata-shim';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printBffSchema } from './schema';

/**
 * Writes bff/schema.graphql, the contract web's codegen reads (`npm run schema -w bff`, under tsx,
 * which emits no decorator metadata: hence the shim and the explicit types on every decorator).
 */
async function main(): Promise<void> {
  const target = join(__dirname, '..', '..', 'schema.graphql');
  writeFileSync(target, await printBffSchema());
  console.log(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
