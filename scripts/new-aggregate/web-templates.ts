import type { AggregateNames } from './names';
import { capitalise } from './service-templates';

/** Files of one aggregate's web feature, keyed by path from the repository root. */
export function webFiles(n: AggregateNames): Record<string, string> {
  const feature = `web/src/features/${n.plural}`;
  const Label = capitalise(n.labelPlural);
  return {
    [`${feature}/api/${n.plural}.graphql`]: `fragment ${n.Singular}ListItem on ${n.Singular} {
  id
  name
  updatedAt
}

query ${n.Plural}($first: Int! = 25, $after: String, $q: String) {
  ${n.pluralCamel}(first: $first, after: $after, q: $q) {
    edges {
      cursor
      node {
        ...${n.Singular}ListItem
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}

mutation Create${n.Singular}($input: Create${n.Singular}Input!) {
  create${n.Singular}(input: $input) {
    ...${n.Singular}ListItem
  }
}
`,
    [`${feature}/components/${n.singular}-columns.tsx`]: `import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';

import type { ${n.Singular}ListItemFragment } from '../api/${n.plural}.generated';

const column = dataTableColumns<${n.Singular}ListItemFragment>();

export const ${n.singularCamel}Columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { title: true } }),
  column.accessor('updatedAt', {
    header: 'Updated',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
]);
`,
    [`${feature}/components/${n.singular}-list.tsx`]: `import { DataTable } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';

import { use${n.Plural}Query } from '../api/${n.plural}.generated';
import { ${n.singularCamel}Columns } from './${n.singular}-columns';

const ${n.CONSTANT}_LIST = { pageSize: 25, search: true } as const;

export function ${n.Singular}List() {
  const list = useListParams(${n.CONSTANT}_LIST);
  const query = use${n.Plural}Query({ variables: list.variables });
  return (
    <DataTable
      label="${Label}"
      columns={${n.singularCamel}Columns}
      list={list}
      query={query}
      connection={(data) => data.${n.pluralCamel}}
      empty={{ title: 'No ${n.labelPlural} yet', description: 'Add the first one with the form above.' }}
      filteredEmpty={{ title: 'No matching ${n.labelPlural}', description: 'Try another search.' }}
    />
  );
}
`,
    [`${feature}/components/new-${n.singular}-form.tsx`]: `import { z } from 'zod';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { ${n.Plural}Document, useCreate${n.Singular}Mutation } from '../api/${n.plural}.generated';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters') });

/** The server's messages by field show on the fields. */
export function New${n.Singular}Form() {
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  const [create] = useCreate${n.Singular}Mutation({ refetchQueries: [${n.Plural}Document] });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={async (input) => {
        await create({ variables: { input } });
        form.reset();
      }}
    >
      <TextField name="name" label="Name" required className="flex-1" />
      <SubmitButton pendingLabel="Adding…">Add ${n.label}</SubmitButton>
    </Form>
  );
}
`,
    [`${feature}/components/${n.singular}-list.spec.tsx`]: `import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';

import { setViewportWidth } from '../../../../test/viewport';
import { Create${n.Singular}Document, ${n.Plural}Document } from '../api/${n.plural}.generated';
import type { ${n.Singular}ListItemFragment } from '../api/${n.plural}.generated';
import { ${n.Singular}List } from './${n.singular}-list';
import { New${n.Singular}Form } from './new-${n.singular}-form';

const ITEM: ${n.Singular}ListItemFragment = {
  __typename: '${n.Singular}',
  id: 'a1',
  name: 'Riverside',
  updatedAt: '2026-11-23T09:30:00.000Z',
};

const page = (items: ${n.Singular}ListItemFragment[]): MockedResponse => ({
  request: { query: ${n.Plural}Document, variables: { first: 25, q: null } },
  result: {
    data: {
      ${n.pluralCamel}: {
        __typename: '${n.Singular}Connection',
        edges: items.map((node) => ({ __typename: '${n.Singular}Edge', cursor: \`c-\${node.id}\`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: items.length,
      },
    },
  },
});

function renderScreen(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <New${n.Singular}Form />
        <${n.Singular}List />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('${n.Singular}List', () => {
  beforeEach(() => setViewportWidth(1280));

  it('lists the ${n.labelPlural} in a table', async () => {
    renderScreen([page([ITEM])]);
    expect(await screen.findByRole('rowheader', { name: 'Riverside' })).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    renderScreen([page([])]);
    expect(await screen.findByText('No ${n.labelPlural} yet')).toBeInTheDocument();
  });

  it("shows the server's message on the field it belongs to", async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: { query: Create${n.Singular}Document, variables: { input: { name: 'Taken' } } },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', fields: { name: ['That name is not allowed'] } },
          }),
        ],
      },
    };
    renderScreen([page([]), refused]);
    await user.type(screen.getByLabelText(/Name/), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Add ${n.label}' }));
    expect(await screen.findByText('That name is not allowed')).toBeInTheDocument();
  });
});
`,
  };
}

/** The route module that shows the feature, for a route of the table that was pending. */
export function routeFile(n: AggregateNames, title: string): Record<string, string> {
  return {
    [`web/src/routes/${n.plural}.tsx`]: `import { New${n.Singular}Form } from '@/features/${n.plural}/components/new-${n.singular}-form';
import { ${n.Singular}List } from '@/features/${n.plural}/components/${n.singular}-list';

export function ${n.Plural}Route() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">${title}</h1>
      </header>
      <New${n.Singular}Form />
      <${n.Singular}List />
    </div>
  );
}
`,
  };
}
