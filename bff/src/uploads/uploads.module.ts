import { Module } from '@nestjs/common';
import { BffSettings } from '../config/bff.config';
import { FileStorage, LocalDiskStorage } from './storage';

@Module({
  providers: [
    { provide: FileStorage, inject: [BffSettings], useFactory: (s: BffSettings) => new LocalDiskStorage(s.storageDir) },
  ],
  exports: [FileStorage],
})
export class UploadsModule {}
