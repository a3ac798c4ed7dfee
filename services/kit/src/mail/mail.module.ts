import { type DynamicModule, Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { loadMailSettings } from './mail.config';
import { MailMessages1795658131522 } from './mail.migration';
import {
  DEFAULT_MAIL_DELIVERY,
  MAIL_DELIVERY_OPTIONS,
  MAIL_SETTINGS,
  MailDelivery,
  type MailDeliveryOptions,
} from './mail-delivery';
import { MailMessageEntity } from './mail-message.entity';
import { MailOutboxController } from './mail-outbox.controller';
import { MailOutboxService } from './mail-outbox.service';
import { MAIL_SENDER, Mailer } from './mailer';

/** A service that sends mail lists these beside its own entities and migrations. */
export const MAIL_ENTITIES = [MailMessageEntity];
export const MAIL_MIGRATIONS = [MailMessages1795658131522];

export interface MailModuleOptions {
  /** The service's name, recorded with each message. */
  sender: string;
  /** Tests shorten the retries. */
  delivery?: Partial<MailDeliveryOptions>;
}

/**
 * The one way a service sends mail: `Mailer.send` queues a job, MailDelivery sends it over SMTP_URL (or into the
 * outbox outside production), and staff read both through GET /v1/admin/mail.
 */
@Module({})
export class MailModule {
  static forRoot(options: MailModuleOptions): DynamicModule {
    return {
      module: MailModule,
      imports: [JobsModule],
      controllers: [MailOutboxController],
      providers: [
        { provide: MAIL_SETTINGS, useFactory: () => loadMailSettings() },
        { provide: MAIL_SENDER, useValue: options.sender },
        { provide: MAIL_DELIVERY_OPTIONS, useValue: { ...DEFAULT_MAIL_DELIVERY, ...options.delivery } },
        Mailer,
        MailDelivery,
        MailOutboxService,
      ],
      exports: [Mailer, MAIL_SETTINGS],
    };
  }
}
