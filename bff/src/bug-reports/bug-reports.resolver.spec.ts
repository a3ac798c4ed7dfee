import type { BugReportBody, UserBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import type { GqlContext } from '../graphql/gql-context';
import { UserLoader } from '../users/user.loader';
import type { UsersClient } from '../users/users.client';
import { BugReport } from './bug-report.model';
import type { BugReportsClient } from './bug-reports.client';
import { BugReportsResolver } from './bug-reports.resolver';

const caller: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'superuser' };
const reporterId = randomUUID();

const body = (screenshotKey: string | null): BugReportBody => ({
  id: randomUUID(),
  companyId: randomUUID(),
  userId: reporterId,
  title: 'Rent column wrong',
  description: 'Open the dashboard.',
  currentUrl: 'http://localhost:3000/dashboard',
  userAgent: 'Mozilla/5.0',
  consoleLog: [{ type: 'error', message: 'TypeError', timestamp: '2026-03-01T09:00:00.000Z' }],
  technicalInfo: { viewport: { width: 1280, height: 800 } },
  screenshotKey,
  screenshotContentType: screenshotKey ? 'image/png' : null,
  creditsAwarded: 50,
  status: 'new',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

describe('BugReportsResolver', () => {
  it('lists a page of the chosen status, saying whether a screenshot exists but never where it is stored', async () => {
    const reports = [body('bug-reports/shot.png'), body(null)];
    const client = { list: jest.fn(async () => ({ items: reports, nextCursor: null, total: 2 })) };
    const resolver = new BugReportsResolver(client as unknown as BugReportsClient);
    const page = await resolver.bugReports(caller, 25, null, 'triaged');
    expect(client.list).toHaveBeenCalledWith(caller, { cursor: undefined, limit: 25, status: 'triaged' });
    const nodes = page.edges.map((edge) => edge.node);
    expect(nodes[0]).toBeInstanceOf(BugReport);
    expect(nodes.map((node) => node.hasScreenshot)).toEqual([true, false]);
    expect(nodes[0]).not.toHaveProperty('screenshotKey');
    expect(nodes[0]).not.toHaveProperty('screenshotContentType');
    expect(nodes[0]).toMatchObject({ consoleLog: reports[0]!.consoleLog, technicalInfo: reports[0]!.technicalInfo });
  });

  it('answers null for an id that is not a UUID without asking the service', async () => {
    const client = { find: jest.fn() };
    const resolver = new BugReportsResolver(client as unknown as BugReportsClient);
    expect(await resolver.bugReport(caller, 'not-a-uuid')).toBeNull();
    expect(client.find).not.toHaveBeenCalled();
  });

  it('names the reporters of a page with one identity call, null for a deleted account', async () => {
    const gone = randomUUID();
    const calls: string[][] = [];
    const users = {
      byIds: async (_caller: unknown, ids: readonly string[]) => {
        calls.push([...ids]);
        const found: UserBody = {
          id: reporterId,
          companyId: caller.companyId,
          email: 'mia@example.test',
          firstName: 'Mia',
          lastName: 'Manager',
          role: 'manager',
          createdAt: '2026-03-01T09:00:00.000Z',
        };
        return new Map([[reporterId, found]]);
      },
    };
    const loader = new UserLoader(users as unknown as UsersClient).create(() => caller);
    const context = { loaders: { get: () => loader } } as unknown as GqlContext;
    const resolver = new BugReportsResolver({} as BugReportsClient);
    const rows = [reporterId, reporterId, gone].map((userId) => Object.assign(new BugReport(), { userId }));
    const reporters = await Promise.all(rows.map((row) => resolver.reporter(row, context)));
    expect(reporters.map((reporter) => reporter?.email ?? null)).toEqual([
      'mia@example.test',
      'mia@example.test',
      null,
    ]);
    expect(calls).toEqual([[reporterId, gone]]);
  });
});
