import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printBffSchema } from './schema';

describe('bff/schema.graphql', () => {
  it('matches the code-first schema (run `npm run schema -w bff` after changing a model or resolver)', async () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(await printBffSchema()).toBe(committed);
  });
});
