import { applySeeds, DEMO, DEMO_DOCUMENT_KIND, DEMO_KIND, demoId } from '@pm/kit';
import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_DEMO_SEED } from '../../../services/identity/src/database/seed';
import { PORTFOLIO_DEMO_SEED } from '../../../services/portfolio/src/database/seed';
import { DemoDocumentFiles } from '../../src/documents/demo-document-files';
import { documentDownloadPath } from '../../src/documents/documents.service';
import { signDownloadUrl } from '../../src/uploads/download-link';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  type Services,
  type Session,
} from './harness';

const SECRET = 'document-download-secret-for-the-integration-tests';
const KEY = Buffer.from(SECRET, 'utf8');
const property = (n: number) => demoId(DEMO_KIND.property, n);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows program: the MZ header and a PE signature, whatever its name says. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

const VERSION = 'documentId version fileName contentType sizeBytes sha256 uploadedByUserId uploadedAt downloadUrl';
const FIELDS = `id parentType parentId category title visibleToOwner visibleToTenant visibleToTrade createdAt latestVersion { ${VERSION} } versions { ${VERSION} }`;
const GET = `query Get($id: ID!) { document(id: $id) { ${FIELDS} } }`;
const LIST = `query List($q: String, $parentId: ID, $category: DocumentCategory) {
  documents(first: 50, q: $q, parentId: $parentId, category: $category) { totalCount edges { node { id title latestVersion { version } } } }
}`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateDocumentInput!) { updateDocument(id: $id, input: $input) { ${FIELDS} } }`;

describe('bff: documents (DOC-01, DOC-02)', () => {
  let services: Services;
  let bff: RunningApp;
  let storageDir: string;
  let manager: Session;
  let owner: Session;
  let tenant: Session;
  const tag = randomUUID().slice(0, 8);

  const stored = () => {
    const folder = join(storageDir, 'documents');
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };
  async function upload(
    session: Session,
    fields: Record<string, string>,
    file?: [Buffer, string],
    path = '/api/documents',
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file[0])], { type: 'application/pdf' }), file[1]);
    const res = await fetch(`${bff.url}${path}`, { method: 'POST', headers: session.auth, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }
  const onProperty = (n: number, title: string, visibility = '', category = 'certificate') => ({
    parentType: 'property',
    parentId: property(n),
    category,
    title: `${tag} ${title}`,
    visibility,
  });
  const download = (url: string, session: Session) => fetch(`${bff.url}${url}`, { headers: session.auth });
  const document = async (id: string, session: Session) =>
    (await gql(bff, GET, { id }, session.auth)).body.data?.document;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'pm-documents-'));
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir, DOCUMENT_DOWNLOAD_SECRET: SECRET });
    await applySeeds(ownerDataSource(services.identity), [IDENTITY_DEMO_SEED]);
    await applySeeds(ownerDataSource(services.portfolio), [PORTFOLIO_DEMO_SEED]);
    manager = await login(bff, DEMO.users.manager.email, DEMO.password);
    owner = await login(bff, DEMO.users.owner.email, DEMO.password);
    tenant = await login(bff, DEMO.users.tenant.email, DEMO.password);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('[DOC-01] [DOC-02] uploads a PDF, lists it, and downloads it through a signed link as an attachment under its sanitised name', async () => {
    const res = await upload(manager, onProperty(1, 'Gas safety', 'owner'), [PDF, 'C:\\fakepath\\Gas: safety?.pdf']);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      parentType: 'property',
      category: 'certificate',
      visibleToOwner: true,
      version: 1,
    });
    expect(res.body.data.storageKey).toBeUndefined();

    const found = await document(res.body.data.id, manager);
    expect(found.latestVersion).toMatchObject({
      version: 1,
      fileName: 'Gas_ safety_.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedByUserId: DEMO.users.manager.id,
    });
    expect(found.latestVersion.downloadUrl).toMatch(
      new RegExp(`^/api/documents/${found.id}/versions/1/download\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const expires = Number(new URL(found.latestVersion.downloadUrl, bff.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const file = await download(found.latestVersion.downloadUrl, manager);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Gas_ safety_.pdf"; filename*=UTF-8''Gas_%20safety_.pdf`,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');

    const listed = await gql(bff, LIST, { q: tag, parentId: property(1) }, manager.auth);
    expect(listed.body.data.documents.edges.map((e: any) => e.node.title)).toContain(`${tag} Gas safety`);
  });

  it('[DOC-02] refuses a program renamed .pdf, a file over 25 MB, a missing file and what the service refuses, storing nothing', async () => {
    const before = stored();
    const exe = await upload(manager, onProperty(1, 'Invoice'), [EXE, 'invoice.pdf']);
    expect([exe.status, exe.body.code, exe.body.details?.fields?.file]).toEqual([
      400,
      'UNSUPPORTED_FILE_TYPE',
      ['The file must be a PDF, a PNG, JPEG or WebP image, or an Office document (Word, Excel or PowerPoint)'],
    ]);
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]);
    const tooLarge = await upload(manager, onProperty(1, 'Huge'), [big, 'huge.pdf']);
    expect([tooLarge.status, tooLarge.body.code, tooLarge.body.message]).toEqual([
      413,
      'FILE_TOO_LARGE',
      'File is too large: at most 25 MB',
    ]);
    const none = await upload(manager, onProperty(1, 'Nothing'));
    expect([none.status, none.body.details?.fields]).toEqual([400, { file: ['Choose a file to upload'] }]);
    const refused = await upload(manager, { ...onProperty(1, ''), title: ' ', category: 'poem' }, [PDF, 'a.pdf']);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details?.fields ?? {}).sort()).toEqual(['category', 'title']);
    const badVisibility = await upload(manager, onProperty(1, 'X', 'everyone'), [PDF, 'a.pdf']);
    expect(Object.keys(badVisibility.body.details?.fields ?? {})).toEqual(['visibility']);
    const unknownParent = await upload(manager, { ...onProperty(1, 'X'), parentId: randomUUID() }, [PDF, 'a.pdf']);
    expect(unknownParent.status).toBe(404);
    expect(stored()).toBe(before);
    const asTenant = await upload(tenant, onProperty(1, 'Mine'), [PDF, 'a.pdf']);
    expect(asTenant.status).toBe(403);
    expect(stored()).toBe(before);
  });

  it('[DOC-01] [DOC-02] a new version keeps the old one downloadable; title, category and visibility change over GraphQL', async () => {
    const first = await upload(manager, onProperty(6, 'EICR'), [PDF, 'eicr-2021.pdf']);
    const id = first.body.data.id as string;
    const second = await upload(manager, {}, [PNG, 'eicr scan.png'], `/api/documents/${id}/versions`);
    expect([second.status, second.body.data.version]).toEqual([201, 2]);

    const found = await document(id, manager);
    expect(found.versions.map((v: any) => [v.version, v.fileName, v.contentType])).toEqual([
      [2, 'eicr scan.png', 'image/png'],
      [1, 'eicr-2021.pdf', 'application/pdf'],
    ]);
    const old = await download(found.versions[1].downloadUrl, manager);
    expect(Buffer.from(await old.arrayBuffer()).equals(PDF)).toBe(true);
    const latest = await download(found.versions[0].downloadUrl, manager);
    expect(Buffer.from(await latest.arrayBuffer()).equals(PNG)).toBe(true);

    const updated = await gql(
      bff,
      UPDATE,
      { id, input: { title: `${tag} EICR 2026`, category: 'other', visibleToOwner: true } },
      manager.auth,
    );
    expect(updated.body.data.updateDocument).toMatchObject({
      title: `${tag} EICR 2026`,
      category: 'other',
      visibleToOwner: true,
    });
    const bad = await gql(bff, UPDATE, { id, input: { title: ' ' } }, manager.auth);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys((bad.body.errors?.[0]?.extensions?.fields as object) ?? {})).toEqual(['title']);
    const byOwner = await gql(bff, UPDATE, { id, input: { title: 'Mine now' } }, owner.auth);
    expect(byOwner.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await document(id, manager)).title).toBe(`${tag} EICR 2026`);
  });

  it('[DOC-01] a list with every version of each document reads them in one portfolio call, for 1 or many', async () => {
    const titled = `${tag} versioned`;
    for (let n = 0; n < 3; n += 1) {
      const made = await upload(manager, onProperty(7, `versioned ${n}`), [PDF, `v1-${n}.pdf`]);
      await upload(manager, {}, [PNG, `v2-${n}.png`], `/api/documents/${made.body.data.id as string}/versions`);
    }
    const query = (first: number) => `query { documents(first: ${first}, q: "${titled}") {
      edges { node { title versions { version fileName } } } } }`;
    const callsFor = async (first: number) => {
      const before = services.portfolio.requests.length;
      const res = await gql(bff, query(first), {}, manager.auth);
      expect(res.body.errors).toBeUndefined();
      const nodes = res.body.data.documents.edges.map((edge: any) => edge.node);
      expect(nodes).toHaveLength(first);
      for (const node of nodes) expect(node.versions.map((v: any) => v.version)).toEqual([2, 1]);
      return services.portfolio.requests.length - before;
    };
    expect(await callsFor(1)).toBe(1);
    expect(await callsFor(3)).toBe(1);
  });

  it('[DOC-02] [ISO-02] the owner sees only the owner-marked documents of their properties, and a link to another is 404', async () => {
    const mine = await upload(manager, onProperty(1, 'Owner inventory', 'owner,tenant', 'inventory'), [PDF, 'inv.pdf']);
    const staffOnly = await upload(manager, onProperty(1, 'Staff notes'), [PDF, 'notes.pdf']);
    const notTheirs = await upload(manager, onProperty(2, 'Other owner', 'owner'), [PDF, 'other.pdf']);

    const seen = await gql(bff, LIST, { q: tag }, owner.auth);
    const titles = seen.body.data.documents.edges.map((e: any) => e.node.title);
    expect(titles).toContain(`${tag} Owner inventory`);
    expect(titles).not.toContain(`${tag} Staff notes`);
    expect(titles).not.toContain(`${tag} Other owner`);
    expect(await document(staffOnly.body.data.id, owner)).toBeNull();
    expect(await document(notTheirs.body.data.id, owner)).toBeNull();

    const theirs = await document(mine.body.data.id, owner);
    expect((await download(theirs.latestVersion.downloadUrl, owner)).status).toBe(200);
    for (const hidden of [staffOnly, notTheirs]) {
      // A link correctly signed for the owner still answers 404: they may not see the document.
      const url = signDownloadUrl(KEY, { path: documentDownloadPath(hidden.body.data.id, 1), userId: owner.user.id });
      const res = await download(url, owner);
      expect(res.status).toBe(404);
    }
    const tenantSees = await gql(bff, LIST, { q: tag }, tenant.auth);
    expect(tenantSees.body.data.documents.edges.map((e: any) => e.node.title)).toEqual([`${tag} Owner inventory`]);
  });

  it("[DOC-02] [ISO-01] another company's user gets null and 404, even with a link signed for them", async () => {
    const doc = await upload(manager, onProperty(1, 'Private'), [PDF, 'p.pdf']);
    const id = doc.body.data.id as string;
    const account = await registerCompany(bff);
    const stranger = await login(bff, account.email, account.password);
    expect(await document(id, stranger)).toBeNull();
    const link = signDownloadUrl(KEY, { path: documentDownloadPath(id, 1), userId: stranger.user.id });
    expect((await download(link, stranger)).status).toBe(404);
    const version = await upload(stranger, {}, [PDF, 'x.pdf'], `/api/documents/${id}/versions`);
    expect(version.status).toBe(404);
    const list = await gql(bff, LIST, {}, stranger.auth);
    expect(list.body.data.documents.totalCount).toBe(0);
  });

  it('[DOC-02] an expired, tampered or someone else’s link is refused', async () => {
    const doc = await upload(manager, onProperty(1, 'Signed'), [PDF, 's.pdf']);
    const target = { path: documentDownloadPath(doc.body.data.id as string, 1), userId: manager.user.id };
    const expired = signDownloadUrl(KEY, target, Date.now() - 6 * 60_000);
    expect((await download(expired, manager)).status).toBe(403);
    const valid = signDownloadUrl(KEY, target);
    const tampered = valid.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await download(tampered, manager)).status).toBe(403);
    const longer = valid.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    expect((await download(longer, manager)).status).toBe(403);
    expect((await download(valid.replace('/versions/1/', '/versions/2/'), manager)).status).toBe(403);
    const otherManager = await login(bff, DEMO.users.landlord.email, DEMO.password);
    expect((await download(valid, otherManager)).status).toBe(403);
    expect((await download(valid.split('?')[0]!, manager)).status).toBe(403);
    expect((await download(valid, manager)).status).toBe(200);
    expect((await fetch(`${bff.url}${valid}`)).status).toBe(401);
  });

  it('[DOC-01] [DOC-02] the demo documents download with the bytes the seed recorded, each only to whom it is shown', async () => {
    const files = bff.app.get(DemoDocumentFiles);
    expect(await files.store()).toBe(5);
    expect(await files.store()).toBe(0);
    const demo = (n: number) => demoId(DEMO_DOCUMENT_KIND, n);
    const shown = { manager: [1, 2, 3, 4, 5], owner: [1, 2, 3, 5], tenant: [1, 2] };
    for (const [who, session] of [
      ['manager', manager],
      ['owner', owner],
      ['tenant', tenant],
    ] as const) {
      for (const n of [1, 2, 3, 4, 5]) {
        const found = await document(demo(n), session);
        expect({ who, n, shown: Boolean(found) }).toEqual({ who, n, shown: shown[who].includes(n) });
        if (!found) continue;
        const res = await download(found.latestVersion.downloadUrl, session);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(found.latestVersion.sha256);
        expect(bytes.length).toBe(found.latestVersion.sizeBytes);
      }
    }
  });
});
