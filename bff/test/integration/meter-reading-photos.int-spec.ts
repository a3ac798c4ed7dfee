import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { createOwner, createProperty } from '../../../services/portfolio/test/factories';
import { signDownloadUrl } from '../../src/uploads/download-link';
import { meterPhotoPath } from '../../src/utility-accounts/meter-photos.service';
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

const SECRET = 'meter-photo-download-secret-for-the-integration-tests';
const KEY = Buffer.from(SECRET, 'utf8');

const PHOTO = 'contentType sizeBytes width height uploadedByUserId uploadedAt downloadUrl';
const LIST = `query List($propertyId: ID!) {
  utilityAccounts(propertyId: $propertyId) { id readings { id readOn value photo { ${PHOTO} } } }
}`;
const CREATE = `mutation Create($input: CreateUtilityAccountInput!) { createUtilityAccount(input: $input) { id } }`;
const RECORD = `mutation Record($input: RecordMeterReadingInput!) {
  recordMeterReading(input: $input) { id readings { id value photo { contentType } } }
}`;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
/** A phone's photo of the meter: a JPEG that says where and with what it was taken. */
const phonePhoto = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#345' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 27/1 0/1' } })
    .toBuffer();

describe('bff: meter reading photos (UTIL-01, DOC-02, ISO-02)', () => {
  let services: Services;
  let bff: RunningApp;
  let storageDir: string;
  let staff: Session;
  let owner: Session;
  let otherOwner: Session;
  let tenant: Session;
  let trade: Session;
  let stranger: Session;
  let propertyId: string;
  let accountId: string;

  const stored = () => {
    const folder = join(storageDir, 'meter-photos');
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };
  const photoPath = (account: string, reading: string) => `/api/utility-accounts/${account}/readings/${reading}/photo`;
  async function upload(session: Session, path: string, file?: Buffer, extra: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    if (file) form.append('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'IMG_0042.jpg');
    const res = await fetch(`${bff.url}${path}`, { method: 'POST', headers: session.auth, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }
  const download = (url: string, session?: Session) => fetch(`${bff.url}${url}`, { headers: session?.auth ?? {} });
  const readingsOf = async (session: Session, property = propertyId) => {
    const res = await gql(bff, LIST, { propertyId: property }, session.auth);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.utilityAccounts as { id: string; readings: Record<string, any>[] }[] | null;
  };
  /** A new reading of the account, each higher than the last (a lower one would need a replaced meter). */
  let lastValue = 100;
  async function newReading(): Promise<string> {
    lastValue += 1.5;
    const value = lastValue;
    const res = await gql(
      bff,
      RECORD,
      { input: { accountId, readOn: yesterday(), value, kind: 'routine', takenByName: 'Clerk' } },
      staff.auth,
    );
    const readings = res.body.data.recordMeterReading.readings as { id: string; value: number }[];
    return readings.find((r) => r.value === value)!.id;
  }
  /** A user of the company in a role registration does not make. */
  async function userOf(role: 'owner' | 'tenant' | 'trade'): Promise<Session> {
    const user = await createUser(services.identity, { role, companyId: staff.user.companyId });
    return login(bff, user.email, PASSWORD);
  }

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'pm-meter-photos-'));
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir, DOCUMENT_DOWNLOAD_SECRET: SECRET });
    const account = await registerCompany(bff);
    staff = await login(bff, account.email, account.password);
    const portfolio = ownerDataSource(services.portfolio);
    const companyId = staff.user.companyId;
    [owner, otherOwner, tenant, trade] = [
      await userOf('owner'),
      await userOf('owner'),
      await userOf('tenant'),
      await userOf('trade'),
    ];
    // The first owner owns the property with the meter; the second owns another of the company's.
    const ownerRecord = await createOwner(portfolio, companyId, { userId: owner.user.id });
    const otherRecord = await createOwner(portfolio, companyId, { userId: otherOwner.user.id });
    propertyId = (await createProperty(portfolio, companyId, { ownerId: ownerRecord.id })).id;
    await createProperty(portfolio, companyId, { ownerId: otherRecord.id });
    const created = await gql(
      bff,
      CREATE,
      { input: { propertyId, kind: 'water', supplier: 'United Utilities', payer: 'tenant' } },
      staff.auth,
    );
    accountId = created.body.data.createUtilityAccount.id;
    const other = await registerCompany(bff);
    stranger = await login(bff, other.email, other.password);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('[UTIL-01] [DOC-02] records a reading over GraphQL, uploads its photo, stores it re-encoded without EXIF, and serves it through a 5-minute link', async () => {
    const readingId = await newReading();
    const photo = await phonePhoto(4000, 3000);
    const res = await upload(staff, photoPath(accountId, readingId), photo);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ id: readingId, accountId, kind: 'routine', readOn: yesterday() });
    expect(res.body.data.photo).toEqual({
      contentType: 'image/jpeg',
      sizeBytes: expect.any(Number),
      width: 2560,
      height: 1920,
      uploadedByUserId: staff.user.id,
      uploadedAt: expect.any(String),
    });
    expect(stored()).toBe(1);

    const [account] = (await readingsOf(staff))!;
    const reading = account!.readings.find((r) => r.id === readingId)!;
    expect(reading.photo).toMatchObject({ contentType: 'image/jpeg', width: 2560, height: 1920 });
    expect(reading.photo.downloadUrl).toMatch(
      new RegExp(`^/api/utility-accounts/${accountId}/readings/${readingId}/photo\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const expires = Number(new URL(reading.photo.downloadUrl, bff.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const file = await download(reading.photo.downloadUrl, staff);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="meter-reading-${yesterday()}.jpg"; filename*=UTF-8''meter-reading-${yesterday()}.jpg`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(reading.photo.sizeBytes);
    expect(bytes.length).toBeLessThan(photo.length);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(['jpeg', 2560, undefined]);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('[UTIL-01] [DOC-02] refuses bytes that are not a photo (400), a photo over 15 MB (413), no photo, other fields, an unknown reading (404) and a second photo (409), storing nothing', async () => {
    const readingId = await newReading();
    const before = stored();
    const path = photoPath(accountId, readingId);
    const text = await upload(staff, path, Buffer.from('just some text pretending to be a JPEG'));
    expect([text.status, text.body.code, text.body.details?.fields]).toEqual([
      400,
      'UNSUPPORTED_FILE_TYPE',
      { photo: ['The photo must be a JPEG, PNG or WebP image'] },
    ]);
    const pdf = await upload(staff, path, Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'));
    expect([pdf.status, pdf.body.code]).toEqual([400, 'UNSUPPORTED_FILE_TYPE']);
    const huge = await upload(staff, path, Buffer.concat([await phonePhoto(), Buffer.alloc(15 * 1024 * 1024)]));
    expect([huge.status, huge.body.code, huge.body.message]).toEqual([
      413,
      'FILE_TOO_LARGE',
      'Photo is too large: at most 15 MB',
    ]);
    const none = await upload(staff, path);
    expect([none.status, none.body.details?.fields]).toEqual([400, { photo: ['Choose a photo to upload'] }]);
    const extra = await upload(staff, path, await phonePhoto(), { readingId });
    expect([extra.status, Object.keys(extra.body.details?.fields ?? {})]).toEqual([400, ['readingId']]);
    const json = await fetch(`${bff.url}${path}`, {
      method: 'POST',
      headers: { ...staff.auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([json.status, ((await json.json()) as { code: string }).code]).toEqual([400, 'MULTIPART_REQUIRED']);
    const unknown = await upload(staff, photoPath(accountId, randomUUID()), await phonePhoto());
    expect([unknown.status, unknown.body.code]).toEqual([404, 'METER_READING_NOT_FOUND']);
    const badId = await upload(staff, photoPath(accountId, 'not-a-uuid'), await phonePhoto());
    expect(badId.status).toBe(400);
    expect(stored()).toBe(before);

    expect((await upload(staff, path, await phonePhoto())).status).toBe(201);
    const second = await upload(staff, path, await phonePhoto());
    expect([second.status, second.body.code]).toEqual([409, 'METER_READING_HAS_PHOTO']);
    expect(stored()).toBe(before + 1);
  });

  it('[ISO-02] [UTIL-01] [DOC-02] the owner of the property sees and downloads the photo; another owner, a tenant and a trade who may not see it get null and 404, and none of them uploads', async () => {
    const readingId = await newReading();
    expect((await upload(staff, photoPath(accountId, readingId), await phonePhoto())).status).toBe(201);

    const theirs = (await readingsOf(owner))![0]!.readings.find((r) => r.id === readingId)!;
    const file = await download(theirs.photo.downloadUrl, owner);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    // The owner's link is theirs alone.
    expect((await download(theirs.photo.downloadUrl, staff)).status).toBe(403);

    for (const [who, session] of [
      ['another owner', otherOwner],
      ['a tenant of no home here', tenant],
      ['a trade', trade],
    ] as const) {
      expect({ who, accounts: await readingsOf(session) }).toEqual({ who, accounts: null });
      // A link correctly signed for them still answers 404: they may not see the reading.
      const link = signDownloadUrl(KEY, { path: meterPhotoPath(accountId, readingId), userId: session.user.id });
      expect({ who, status: (await download(link, session)).status }).toEqual({ who, status: 404 });
      const refused = await upload(session, photoPath(accountId, await newReading()), await phonePhoto());
      expect({ who, status: refused.status }).toEqual({ who, status: 403 });
    }
  });

  it("[ISO-01] [DOC-02] another company's user gets null and 404, even with a link signed for them, and cannot upload", async () => {
    const readingId = await newReading();
    expect((await upload(staff, photoPath(accountId, readingId), await phonePhoto())).status).toBe(201);
    expect(await readingsOf(stranger)).toBeNull();
    const link = signDownloadUrl(KEY, { path: meterPhotoPath(accountId, readingId), userId: stranger.user.id });
    expect((await download(link, stranger)).status).toBe(404);
    const before = stored();
    const other = await newReading();
    const res = await upload(stranger, photoPath(accountId, other), await phonePhoto());
    expect([res.status, res.body.code]).toEqual([404, 'METER_READING_NOT_FOUND']);
    expect(stored()).toBe(before);
  });

  it('[DOC-02] an expired, forged, another reading’s or another user’s link is refused (403); no session is 401', async () => {
    const readingId = await newReading();
    expect((await upload(staff, photoPath(accountId, readingId), await phonePhoto())).status).toBe(201);
    const target = { path: meterPhotoPath(accountId, readingId), userId: staff.user.id };
    const expired = signDownloadUrl(KEY, target, Date.now() - 6 * 60_000);
    expect((await download(expired, staff)).status).toBe(403);
    const valid = signDownloadUrl(KEY, target);
    const forged = valid.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await download(forged, staff)).status).toBe(403);
    const longer = valid.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    expect((await download(longer, staff)).status).toBe(403);
    const elsewhere = valid.replace(`/readings/${readingId}/`, `/readings/${await newReading()}/`);
    expect((await download(elsewhere, staff)).status).toBe(403);
    const anotherKey = signDownloadUrl(Buffer.from('not-the-bff-key-of-thirty-two-bytes'), target);
    expect((await download(anotherKey, staff)).status).toBe(403);
    expect((await download(valid, owner)).status).toBe(403);
    expect((await download(valid.split('?')[0]!, staff)).status).toBe(403);
    expect((await download(valid)).status).toBe(401);
    expect((await download(valid, staff)).status).toBe(200);
  });
});
