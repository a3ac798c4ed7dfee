import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import type { BffSettings } from '../config/bff.config';
import { createFileStorage } from './uploads.module';
import { S3Storage, type S3StorageSettings } from './s3-storage';
import { LocalDiskStorage, newStorageKey } from './storage';

// The driver's requests are checked at the SDK's boundary (aws-sdk-client-mock); no S3 server runs here.
const SETTINGS: S3StorageSettings = {
  bucket: 'pm-uploads',
  region: 'eu-west-2',
  forcePathStyle: false,
  prefix: 'production/',
};

describe('S3Storage', () => {
  const s3 = mockClient(S3Client);
  const storage = new S3Storage(SETTINGS, new S3Client({ region: 'eu-west-2' }));
  const key = newStorageKey('bug-reports', 'png');
  const bytes = Buffer.from('89504e470d0a1a0a', 'hex');

  beforeEach(() => s3.reset());
  afterAll(() => s3.restore());

  it('puts the bytes under the prefixed key with their content type, never replacing an object', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage.put(key, bytes, 'image/png');
    const calls = s3.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      Bucket: 'pm-uploads',
      Key: `production/${key}`,
      Body: bytes,
      ContentType: 'image/png',
      ContentLength: bytes.length,
      IfNoneMatch: '*',
    });
  });

  it('reads an object back, and answers null for a missing one', async () => {
    s3.on(GetObjectCommand, { Key: `production/${key}` }).resolves({
      Body: { transformToByteArray: async () => new Uint8Array(bytes) },
    } as unknown as GetObjectCommandOutput);
    expect(await storage.get(key)).toEqual(bytes);

    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
    );
    expect(await storage.get(newStorageKey('bug-reports', 'png'))).toBeNull();
  });

  it('passes other failures on (a denied read is not "missing")', async () => {
    const denied = new S3ServiceException({
      name: 'AccessDenied',
      $fault: 'client',
      message: 'Access Denied',
      $metadata: { httpStatusCode: 403 },
    });
    s3.on(GetObjectCommand).rejects(denied);
    await expect(storage.get(key)).rejects.toBe(denied);
  });

  it('deletes by the prefixed key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.remove(key);
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'pm-uploads',
      Key: `production/${key}`,
    });
  });

  it('refuses a key it did not make, before any request', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('bad storage key');
    await expect(storage.put('bug-reports/x.png', bytes, 'image/png')).rejects.toThrow('bad storage key');
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('createFileStorage', () => {
  const settings = (s3: S3StorageSettings | null) => ({ storageDir: '/tmp/uploads', s3 }) as BffSettings;

  it('uses the S3 bucket when S3_BUCKET is configured, local disk otherwise', () => {
    expect(createFileStorage(settings(SETTINGS))).toBeInstanceOf(S3Storage);
    expect(createFileStorage(settings(null))).toBeInstanceOf(LocalDiskStorage);
  });
});
