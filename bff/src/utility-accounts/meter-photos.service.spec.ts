import type { CallerContext, MeterReadingBody, MeterReadingPhotoRequest } from '@pm/contracts';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { BffSettings } from '../config/bff.config';
import { signDownloadUrl } from '../uploads/download-link';
import type { MultipartForm } from '../uploads/multipart';
import { LocalDiskStorage } from '../uploads/storage';
import { MeterPhotosService, meterPhotoPath } from './meter-photos.service';
import type { UtilityAccountsClient } from './utility-accounts.client';

const ACCOUNT = '00000000-0000-4000-8000-0000000000a1';
const READING = '00000000-0000-4000-8000-0000000000b1';
const STAFF: CallerContext = { userId: 'u-staff', companyId: 'c1', role: 'manager' };
const KEY = Buffer.from('meter-photo-links-key-of-32-bytes-or-more');

const reading = (photo: MeterReadingBody['photo'] = null): MeterReadingBody => ({
  id: READING,
  accountId: ACCOUNT,
  readOn: '2026-11-20',
  value: 1234.5,
  kind: 'routine',
  takenByName: 'Clerk',
  takenByUserId: 'u-staff',
  meterReplaced: false,
  photo,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const form = (bytes?: Buffer): MultipartForm => ({
  fields: {},
  file: bytes ? { field: 'photo', bytes, filename: 'IMG_0042.jpg' } : null,
});

/** A phone's photo: a JPEG carrying where and with what it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2a4' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 27/1 0/1' } })
    .toBuffer();

describe('MeterPhotosService (UTIL-01, DOC-02)', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  let found: MeterReadingBody | null;
  let attached: { accountId: string; readingId: string; body: MeterReadingPhotoRequest }[];
  let refuseAttach: Error | null;
  let service: MeterPhotosService;

  const stored = () => (existsSync(join(dir, 'meter-photos')) ? readdirSync(join(dir, 'meter-photos')) : []);
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: { statusCode?: number; code?: string; message?: string; details?: unknown }) => ({
        status: error.statusCode,
        code: error.code,
        message: error.message,
        details: error.details,
      }),
    );

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pm-meter-photos-'));
    storage = new LocalDiskStorage(dir);
    found = reading();
    attached = [];
    refuseAttach = null;
    // The portfolio service's answers, as the client hands them over: the service itself is tested on PostgreSQL.
    const client = {
      reading: async () => found,
      attachPhoto: async (
        _caller: CallerContext,
        accountId: string,
        readingId: string,
        body: MeterReadingPhotoRequest,
      ) => {
        if (refuseAttach) throw refuseAttach;
        attached.push({ accountId, readingId, body });
        return reading({ ...body, uploadedByUserId: STAFF.userId, uploadedAt: '2026-11-20T10:05:00.000Z' });
      },
    } as unknown as UtilityAccountsClient;
    service = new MeterPhotosService(storage, client, Object.assign(new BffSettings(), { downloadLinkKey: KEY }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('[UTIL-01] [DOC-02] stores a phone photo re-encoded, smaller and without its EXIF or position, and describes it', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from('PhoneCo'))).toBe(true);
    const answer = await service.attach(STAFF, ACCOUNT, READING, form(photo));
    expect(attached).toHaveLength(1);
    const { body } = attached[0]!;
    expect(body).toEqual({
      storageKey: expect.stringMatching(/^meter-photos\/[0-9a-f-]{36}\.jpg$/),
      contentType: 'image/jpeg',
      sizeBytes: expect.any(Number),
      width: 2560,
      height: 1707,
    });
    const kept = (await storage.get(body.storageKey))!;
    expect(kept.length).toBe(body.sizeBytes);
    const metadata = await sharp(kept).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(['jpeg', 2560, undefined]);
    expect(kept.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(answer.photo?.storageKey).toBe(body.storageKey);
  });

  it('[DOC-02] refuses a missing file (400), one over 15 MB (413), and bytes that are not a JPEG, PNG or WebP (400), storing nothing', async () => {
    expect(await refusalOf(service.attach(STAFF, ACCOUNT, READING, form()))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Choose a photo to upload',
      details: { fields: { photo: ['Choose a photo to upload'] } },
    });
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(15 * 1024 * 1024)]);
    expect(await refusalOf(service.attach(STAFF, ACCOUNT, READING, form(big)))).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Photo is too large: at most 15 MB',
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const notPhotos = [
      Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      gif,
      // A JPEG's magic numbers and then nothing that decodes.
      Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 7)]),
    ];
    for (const bytes of notPhotos) {
      expect(await refusalOf(service.attach(STAFF, ACCOUNT, READING, form(bytes)))).toEqual({
        status: 400,
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'The photo must be a JPEG, PNG or WebP image',
        details: { fields: { photo: ['The photo must be a JPEG, PNG or WebP image'] } },
      });
    }
    expect(stored()).toEqual([]);
    expect(attached).toEqual([]);
  });

  it('[UTIL-01] [ISO-02] an unknown reading, or one the caller may not see, is not found (404); one with a photo refuses another (409)', async () => {
    const photo = await phonePhoto();
    found = null;
    expect(await refusalOf(service.attach(STAFF, ACCOUNT, READING, form(photo)))).toMatchObject({
      status: 404,
      code: 'METER_READING_NOT_FOUND',
    });
    found = reading({
      storageKey: 'meter-photos/00000000-0000-4000-8000-000000000001.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 10,
      width: 1,
      height: 1,
      uploadedByUserId: STAFF.userId,
      uploadedAt: '2026-11-20T10:05:00.000Z',
    });
    expect(await refusalOf(service.attach(STAFF, ACCOUNT, READING, form(photo)))).toMatchObject({
      status: 409,
      code: 'METER_READING_HAS_PHOTO',
    });
    expect(stored()).toEqual([]);
  });

  it('[DOC-02] removes the stored bytes again when the service refuses the photo', async () => {
    refuseAttach = Object.assign(new Error('This reading already has a photo'), { statusCode: 409 });
    await expect(service.attach(STAFF, ACCOUNT, READING, form(await phonePhoto()))).rejects.toBe(refuseAttach);
    expect(stored()).toEqual([]);
  });

  it('[DOC-02] serves the photo through a link signed for the user and this reading only; a bad link is 403, a reading not seen 404', async () => {
    await service.attach(STAFF, ACCOUNT, READING, form(await phonePhoto()));
    const described = attached[0]!.body;
    found = reading({ ...described, uploadedByUserId: STAFF.userId, uploadedAt: '2026-11-20T10:05:00.000Z' });
    const url = new URL(service.downloadUrl(STAFF, ACCOUNT, READING), 'http://bff');
    expect(url.pathname).toBe(meterPhotoPath(ACCOUNT, READING));
    const [expires, signature] = [url.searchParams.get('expires')!, url.searchParams.get('signature')!];

    const file = await service.download(STAFF, ACCOUNT, READING, expires, signature);
    expect(file).toEqual({
      bytes: await storage.get(described.storageKey),
      contentType: 'image/jpeg',
      fileName: 'meter-reading-2026-11-20.jpg',
    });

    const refusals = [
      service.download({ ...STAFF, userId: 'u-other' }, ACCOUNT, READING, expires, signature),
      service.download(STAFF, ACCOUNT, '00000000-0000-4000-8000-0000000000b2', expires, signature),
      service.download(STAFF, ACCOUNT, READING, String(Number(expires) + 60), signature),
      service.download(STAFF, ACCOUNT, READING, expires, undefined),
    ];
    for (const refusal of refusals) {
      expect(await refusalOf(refusal)).toMatchObject({ status: 403, code: 'DOWNLOAD_LINK_INVALID' });
    }
    const expired = new URL(
      signDownloadUrl(KEY, { path: meterPhotoPath(ACCOUNT, READING), userId: STAFF.userId }, Date.now() - 6 * 60_000),
      'http://bff',
    );
    expect(
      await refusalOf(
        service.download(
          STAFF,
          ACCOUNT,
          READING,
          expired.searchParams.get('expires')!,
          expired.searchParams.get('signature')!,
        ),
      ),
    ).toMatchObject({ status: 403 });

    found = null;
    expect(await refusalOf(service.download(STAFF, ACCOUNT, READING, expires, signature))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    found = reading();
    expect(await refusalOf(service.download(STAFF, ACCOUNT, READING, expires, signature))).toMatchObject({
      status: 404,
    });
  });
});
