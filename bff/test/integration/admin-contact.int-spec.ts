import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  uniqueEmail,
  type Services,
  type Session,
} from './harness';

const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    contactSubmission(id: $id) {
      id
      fullName
      email
      company
      phone
      message
      source
      submittedFrom
      status
      page
      submittedAt
      transcript {
        type
        content
      }
      notes {
        id
        body
        authorUserId
        authorName
        createdAt
      }
      activity {
        action
        actorUserId
        at
      }
    }
  }
`;
const UPDATE_STATUS = /* GraphQL */ `
  mutation Status($id: ID!, $status: ContactStatus!) {
    updateContactSubmissionStatus(id: $id, status: $status) {
      id
      status
    }
  }
`;
const ADD_NOTE = /* GraphQL */ `
  mutation Note($id: ID!, $body: String!) {
    addContactSubmissionNote(id: $id, body: $body) {
      id
      body
      authorUserId
      authorName
      createdAt
    }
  }
`;

type GqlResponse = Awaited<ReturnType<typeof gql>>;
const codeOf = (res: GqlResponse) => res.body.errors?.[0]?.extensions?.code;

describe('bff: admin contact inbox (detail, status, notes, CSV export)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let submissionId: string;
  const email = uniqueEmail('csv');

  async function staff(role: 'admin' | 'superuser' | 'manager' | 'tenant'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }
  const exportCsv = (query: string, session?: Session) =>
    fetch(`${bff.url}/api/admin/contact-submissions/export.csv${query}`, { headers: session?.auth ?? {} });

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), CONTACT_LIMIT_PER_IP: '10000' });
    admin = await staff('admin');
    const sent = await requestJson(`${bff.url}/api/contact/contact-submissions`, {
      body: {
        fullName: 'Eilidh MacLeod',
        email,
        company: 'MacLeod Lets',
        phone: null,
        message: 'Interested in the HMO licensing features.',
        metadata: {
          submittedFrom: 'sales_bot',
          submittedAt: '2026-02-01T09:30:00.000Z',
          page: '/pricing',
          transcript: [{ type: 'user', content: 'Do you handle HMOs?' }],
        },
      },
    });
    expect(sent.status).toBe(201);
    submissionId = sent.body.data.id;
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[ENT-05] gives admins and superusers a submission with its metadata, notes and activity', async () => {
    for (const session of [admin, await staff('superuser')]) {
      const res = await gql(bff, DETAIL, { id: submissionId }, session.auth);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.contactSubmission).toMatchObject({
        id: submissionId,
        fullName: 'Eilidh MacLeod',
        email,
        company: 'MacLeod Lets',
        phone: null,
        source: 'sales_bot',
        submittedFrom: 'sales_bot',
        status: 'new',
        page: '/pricing',
        submittedAt: '2026-02-01T09:30:00.000Z',
        transcript: [{ type: 'user', content: 'Do you handle HMOs?' }],
        notes: [],
      });
    }
    const missing = await gql(bff, DETAIL, { id: randomUUID() }, admin.auth);
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data.contactSubmission).toBeNull();
  });

  it('[ENT-05] lets an admin change the status and add notes, recorded with author and time', async () => {
    const status = await gql(bff, UPDATE_STATUS, { id: submissionId, status: 'in_progress' }, admin.auth);
    expect(status.body.errors).toBeUndefined();
    expect(status.body.data.updateContactSubmissionStatus).toEqual({ id: submissionId, status: 'in_progress' });

    const note = await gql(bff, ADD_NOTE, { id: submissionId, body: '  Called back, demo booked.  ' }, admin.auth);
    expect(note.body.errors).toBeUndefined();
    expect(note.body.data.addContactSubmissionNote).toEqual({
      id: expect.any(String),
      body: 'Called back, demo booked.',
      authorUserId: admin.user.id,
      authorName: `${admin.user.firstName} ${admin.user.lastName}`,
      createdAt: expect.any(String),
    });

    const detail = await gql(bff, DETAIL, { id: submissionId }, admin.auth);
    const found = detail.body.data.contactSubmission;
    expect(found.status).toBe('in_progress');
    expect(found.notes).toHaveLength(1);
    expect(found.notes[0].authorName).toBe(`${admin.user.firstName} ${admin.user.lastName}`);
    expect(found.activity.length).toBeGreaterThanOrEqual(2);
    expect(found.activity.every((a: { actorUserId: string }) => a.actorUserId === admin.user.id)).toBe(true);
  });

  it('answers FORBIDDEN to other roles and UNAUTHENTICATED without a token, changing nothing', async () => {
    const landlordAccount = await registerCompany(bff);
    const landlord = await login(bff, landlordAccount.email, landlordAccount.password);
    for (const session of [landlord, await staff('manager'), await staff('tenant')]) {
      expect(codeOf(await gql(bff, DETAIL, { id: submissionId }, session.auth))).toBe('FORBIDDEN');
      expect(codeOf(await gql(bff, UPDATE_STATUS, { id: submissionId, status: 'closed' }, session.auth))).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await gql(bff, ADD_NOTE, { id: submissionId, body: 'hi' }, session.auth))).toBe('FORBIDDEN');
      const csv = await exportCsv('', session);
      expect(csv.status).toBe(403);
      expect(await csv.json()).toMatchObject({ success: false, statusCode: 403 });
    }
    expect(codeOf(await gql(bff, DETAIL, { id: submissionId }))).toBe('UNAUTHENTICATED');
    expect((await exportCsv('')).status).toBe(401);
    const detail = await gql(bff, DETAIL, { id: submissionId }, admin.auth);
    expect(detail.body.data.contactSubmission.status).not.toBe('closed');
  });

  it('answers BAD_USER_INPUT to a bad id, status or note', async () => {
    expect(codeOf(await gql(bff, UPDATE_STATUS, { id: 'nope', status: 'closed' }, admin.auth))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(bff, UPDATE_STATUS, { id: submissionId, status: 'done' }, admin.auth))).toBeDefined();
    expect(codeOf(await gql(bff, ADD_NOTE, { id: submissionId, body: '   ' }, admin.auth))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(bff, ADD_NOTE, { id: submissionId, body: 'x'.repeat(5001) }, admin.auth))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await gql(bff, ADD_NOTE, { id: 'nope', body: 'hi' }, admin.auth))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(bff, ADD_NOTE, { id: randomUUID(), body: 'hi' }, admin.auth))).toBe(
      'CONTACT_SUBMISSION_NOT_FOUND',
    );
  });

  it('[ENT-05] streams the filtered inbox as a CSV attachment; bad filters answer 400', async () => {
    const res = await exportCsv(`?q=${encodeURIComponent(email)}&source=sales_bot`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    const text = await res.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);

    const none = await exportCsv(`?q=${encodeURIComponent(email)}&status=closed`, admin);
    expect((await none.text()).trim().split(/\r?\n/)).toHaveLength(1);

    for (const query of ['?source=fax', '?status=done', `?q=${'x'.repeat(201)}`]) {
      const bad = await exportCsv(query, admin);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ success: false, statusCode: 400 });
    }
  });
});
