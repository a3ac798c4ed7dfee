export { loadMailSettings, type MailSettings } from './mail.config';
export { MAIL_SETTINGS } from './mail-delivery';
export { MAIL_ENTITIES, MAIL_MIGRATIONS, MailModule } from './mail.module';
export { Mailer } from './mailer';
