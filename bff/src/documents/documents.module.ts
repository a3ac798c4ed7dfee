import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { DemoDocumentFiles } from './demo-document-files';
import { DocumentsClient } from './documents.client';
import { DocumentsController } from './documents.controller';
import { DocumentsResolver, DocumentVersionsResolver } from './documents.resolver';
import { DocumentFilesService } from './documents.service';

@Module({
  imports: [UploadsModule],
  controllers: [DocumentsController],
  providers: [DocumentsClient, DocumentFilesService, DocumentsResolver, DocumentVersionsResolver, DemoDocumentFiles],
  exports: [DocumentsClient, DocumentFilesService],
})
export class DocumentsModule {}
