import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContactSubmissionsResolver } from '../contact-submissions/contact-submissions.resolver';
import { PropertiesResolver } from '../properties/properties.resolver';
import { UsersResolver } from '../users/users.resolver';
import { printBffSchema, registeredResolvers } from './schema';

describe('bff/schema.graphql', () => {
  it('matches the code-first schema (run `npm run schema -w bff` after changing a model or resolver)', async () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(await printBffSchema()).toBe(committed);
  });

  it("finds every resolver through the aggregate modules' own provider lists", () => {
    expect(registeredResolvers()).toEqual(
      expect.arrayContaining([UsersResolver, PropertiesResolver, ContactSubmissionsResolver]),
    );
  });
});
