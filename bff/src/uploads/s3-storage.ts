import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { FileStorage, isStorageKey } from './storage';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Ceph...); unset means AWS itself. */
  endpoint?: string;
  /** Bucket in the path instead of the host name, which most self-hosted services need. */
  forcePathStyle: boolean;
  /** Both or neither; neither means the SDK's default chain (instance role, AWS_* variables...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, so one bucket can serve several deployments, e.g. `production/`. */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export class S3Storage extends FileStorage {
  constructor(
    private readonly settings: S3StorageSettings,
    private readonly s3: S3Client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    }),
  ) {
    super();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        // Like the local driver's exclusive create: an existing object is never replaced.
        IfNoneMatch: '*',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.s3.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // DeleteObject succeeds for a missing object too, like rm --force.
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  /** Keys are generated, but checked again so that no request can name another object. */
  objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`);
    return `${this.settings.prefix}${key}`;
  }
}
