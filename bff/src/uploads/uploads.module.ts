import { Module } from '@nestjs/common';
import { BffSettings } from '../config/bff.config';
import { S3Storage } from './s3-storage';
import { FileStorage, LocalDiskStorage } from './storage';

export const createFileStorage = (settings: BffSettings): FileStorage =>
  settings.s3 ? new S3Storage(settings.s3) : new LocalDiskStorage(settings.storageDir);

@Module({
  providers: [{ provide: FileStorage, inject: [BffSettings], useFactory: createFileStorage }],
  exports: [FileStorage],
})
export class UploadsModule {}
