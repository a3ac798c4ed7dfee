import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import {
  DocumentParentOptionsDocument,
  DocumentsDocument,
  DocumentVersionsDocument,
  type DocumentItemFragment,
} from '@/features/documents/api/documents.generated';
import { clearAuthStorage, saveAuthData } from '@/lib/auth-storage';

import { meMock } from '../../test/me-mock';
import { demoUser, fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { setViewportWidth } from '../../test/viewport';
import { DocumentsRoute } from './documents';

const version = (n: number, fileName: string) => ({
  __typename: 'DocumentVersion' as const,
  documentId: 'd1',
  version: n,
  fileName,
  contentType: 'application/pdf',
  sizeBytes: 120_000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  downloadUrl: `/api/documents/d1/versions/${n}/download?expires=1&signature=s`,
});

const GAS: DocumentItemFragment = {
  __typename: 'Document',
  id: 'd1',
  title: 'Gas safety certificate 2026',
  category: 'certificate',
  parentType: 'property',
  parentId: 'p1',
  createdAt: '2026-11-20T10:00:00.000Z',
  visibleToOwner: true,
  visibleToTenant: false,
  visibleToTrade: false,
  latestVersion: version(2, 'gas-2026.pdf'),
};

const ALL = { first: 25, category: null, parentType: null, parentId: null, from: null, to: null, q: null };
const list = (items: DocumentItemFragment[], variables: Record<string, unknown> = ALL): MockedResponse => ({
  request: { query: DocumentsDocument, variables },
  result: {
    data: {
      documents: {
        __typename: 'DocumentConnection',
        totalCount: items.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: items.map((node) => ({ __typename: 'DocumentEdge', node })),
      },
    },
  },
});

const versions: MockedResponse = {
  request: { query: DocumentVersionsDocument, variables: { id: 'd1' } },
  result: {
    data: {
      document: {
        __typename: 'Document',
        id: 'd1',
        versions: [version(2, 'gas-2026.pdf'), version(1, 'gas-2025.pdf')],
      },
    },
  },
};

const parents: MockedResponse = {
  request: { query: DocumentParentOptionsDocument },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        edges: [
          {
            __typename: 'PropertyEdge',
            node: {
              __typename: 'Property',
              id: 'p1',
              reference: 'NGL-001',
              addressLine1: 'Flat 3, 112 Wilmslow Road',
              city: 'Manchester',
            },
          },
        ],
      },
      propertyOwners: {
        __typename: 'PropertyOwnerConnection',
        edges: [
          {
            __typename: 'PropertyOwnerEdge',
            node: { __typename: 'PropertyOwner', id: 'o1', name: 'Margaret Holloway' },
          },
        ],
      },
      tenants: {
        __typename: 'TenantConnection',
        edges: [
          {
            __typename: 'TenantEdge',
            node: { __typename: 'Tenant', id: 't1', firstName: 'Emily', lastName: 'Carter' },
          },
        ],
      },
    },
  },
};

function renderAs(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/documents']}>
        <DocumentsRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DocumentsRoute', () => {
  beforeEach(() => setViewportWidth(360));
  afterEach(() => clearAuthStorage());

  it('[DOC-01] [DOC-02] lists documents with category, parent, date and who may see them; versions each have a download', async () => {
    const user = userEvent.setup();
    renderAs([meMock('manager'), list([GAS]), versions]);
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('Gas safety certificate 2026')).toBeInTheDocument();
    expect(
      within(documents).getByText(/Certificate · Property · 20\/11\/2026 · Staff, owner · version 2/),
    ).toBeInTheDocument();

    await user.click(within(documents).getByRole('button', { name: 'Versions' }));
    expect(await screen.findByText(/Version 1 · gas-2025.pdf · 117 KB/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download version 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download version 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload new version' })).toBeInTheDocument();
  });

  it('[DOC-01] filters by category and shows the empty state', async () => {
    const user = userEvent.setup();
    renderAs([meMock('manager'), list([GAS]), list([], { ...ALL, category: 'invoice' })]);
    await screen.findByText('Gas safety certificate 2026');
    await user.selectOptions(screen.getByLabelText('Category'), 'invoice');
    expect(await screen.findByText('No documents')).toBeInTheDocument();
  });

  it('[DOC-01] shows an error with a retry when the list fails', async () => {
    renderAs([meMock('manager'), { request: { query: DocumentsDocument, variables: ALL }, error: new Error('down') }]);
    expect(await screen.findByText('The documents could not be loaded.')).toBeInTheDocument();
  });

  it("[DOC-02] staff upload a document; the server's refusal is shown, then a good file is sent as multipart", async () => {
    const fake = installFakeFetch({
      'POST /api/documents': (call) =>
        (call.body as FormData).get('title') === 'Setup.exe'
          ? {
              status: 400,
              body: {
                success: false,
                statusCode: 400,
                code: 'UNSUPPORTED_FILE_TYPE',
                message:
                  'The file must be a PDF, a PNG, JPEG or WebP image, or an Office document (Word, Excel or PowerPoint)',
                details: {
                  fields: {
                    file: [
                      'The file must be a PDF, a PNG, JPEG or WebP image, or an Office document (Word, Excel or PowerPoint)',
                    ],
                  },
                },
              },
            }
          : { status: 201, body: { success: true, data: { id: 'd2', version: 1 } } },
    });
    saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 3_600_000, user: demoUser });
    const user = userEvent.setup();
    renderAs([meMock('manager'), list([GAS]), parents, list([GAS])]);
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await screen.findByRole('option', { name: 'Margaret Holloway' });
    expect(within(form).getByRole('option', { name: 'Emily Carter' })).toHaveValue('tenant:t1');
    await user.selectOptions(within(form).getByLabelText('About'), 'property:p1');
    await user.type(within(form).getByLabelText('Title'), 'Setup.exe');
    await user.click(within(form).getByLabelText('Owner'));
    await user.upload(within(form).getByLabelText(/^File/), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The file must be a PDF');

    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Inventory');
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByRole('button', { name: 'Upload document' })).toBeInTheDocument();
    const sent = fake.callsTo('POST', '/api/documents').at(-1)!.body as FormData;
    expect([sent.get('parentType'), sent.get('parentId'), sent.get('category'), sent.get('visibility')]).toEqual([
      'property',
      'p1',
      'certificate',
      'owner',
    ]);
    expect((sent.get('file') as File).name).toBe('setup.pdf');
  });

  it('[DOC-01] owners read only: no upload and no new version', async () => {
    const user = userEvent.setup();
    renderAs([meMock('owner'), list([GAS]), versions]);
    await screen.findByText('Gas safety certificate 2026');
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    await screen.findByRole('button', { name: 'Download version 1' });
    expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
  });
});
