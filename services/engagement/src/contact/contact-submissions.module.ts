import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ContactNoteEntity } from './contact-note.entity';
import { ContactSubmissionEntity } from './contact-submission.entity';
import { ContactSubmissionsController } from './contact-submissions.controller';
import { ContactSubmissionsService } from './contact-submissions.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactSubmissionEntity, ContactNoteEntity]), AuditModule],
  controllers: [ContactSubmissionsController],
  providers: [ContactSubmissionsService],
})
export class ContactSubmissionsModule {}
