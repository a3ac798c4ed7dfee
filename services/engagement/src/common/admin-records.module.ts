import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminRecords } from './admin-records.service';

@Module({ imports: [AuditModule], providers: [AdminRecords], exports: [AdminRecords] })
export class AdminRecordsModule {}
