import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AdminContactExportController } from './admin-contact-export.controller';
import { ContactSubmissionsClient } from './contact-submissions.client';
import { ContactSubmissionsController } from './contact-submissions.controller';
import { ContactSubmissionsResolver } from './contact-submissions.resolver';

/** REST for the public form (spec §7) and the CSV download; GraphQL for the staff inbox. */
@Module({
  imports: [UsersModule],
  controllers: [ContactSubmissionsController, AdminContactExportController],
  providers: [ContactSubmissionsClient, ContactSubmissionsResolver],
  exports: [ContactSubmissionsClient],
})
export class ContactSubmissionsModule {}
