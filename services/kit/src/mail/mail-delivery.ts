import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { JobQueue, type JobContext } from '../jobs';
import type { MailSettings } from './mail.config';
import { MailMessageEntity } from './mail-message.entity';
import { MAIL_SENDER, mailJobName, type MailJob } from './mailer';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');
export const MAIL_DELIVERY_OPTIONS = Symbol('MAIL_DELIVERY_OPTIONS');

export interface MailDeliveryOptions {
  /** Runs after the first that failed: with backoff, 8 runs from 30 s span about two hours. */
  retryLimit: number;
  retryDelaySeconds: number;
  pollingIntervalSeconds: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDeliveryOptions = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  pollingIntervalSeconds: 2,
};

/** Under the job's expiry (120 s), so a slow relay fails the run instead of leaving it to expire. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const MAX_ERROR_LENGTH = 500;

/**
 * The worker of the mail queue. Through SMTP, the job's row is claimed in a transaction that stays open while
 * the relay is talking: a second run of the same job (a replica taking over an expired one) waits on the
 * row's key and then finds it sent, and a run that fails rolls its claim back so the retry can send. The only
 * gap left is a crash between the relay's "250 OK" and the commit; the Message-ID is the job's id then, so
 * the receiving side can tell the copies apart.
 */
@Injectable()
export class MailDelivery implements OnApplicationShutdown {
  private readonly logger = new Logger('MailDelivery');
  private readonly transport: Transporter | null;
  private readonly domain: string;

  constructor(
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(MAIL_DELIVERY_OPTIONS) options: MailDeliveryOptions,
    @Inject(MAIL_SENDER) sender: string,
    private readonly dataSource: DataSource,
    jobs: JobQueue,
  ) {
    this.transport = settings.smtpUrl ? createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS }) : null;
    this.domain = /@([^>\s]+)>?$/.exec(settings.from)?.[1] ?? 'localhost';
    jobs.define<MailJob>({
      name: mailJobName(sender),
      retryLimit: options.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      handle: (job) => this.deliver(job),
    });
  }

  async deliver(job: JobContext<MailJob>): Promise<void> {
    if (!this.transport) {
      await this.record(this.dataSource.manager, job, { transport: 'outbox', status: 'sent', text: job.data.text });
      return;
    }
    const transport = this.transport;
    try {
      await this.dataSource.transaction(async (manager) => {
        const claimed = await this.record(manager, job, { transport: 'smtp', status: 'sent', text: null });
        if (!claimed) return;
        await transport.sendMail({
          from: this.settings.from,
          to: job.data.to,
          subject: job.data.subject,
          text: job.data.text,
          html: job.data.html,
          messageId: `<${job.id}@${this.domain}>`,
        });
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail ${job.id} not sent (run ${job.retryCount + 1} of ${job.retryLimit + 1}): ${reason}`);
      if (job.retryCount >= job.retryLimit) {
        await this.record(this.dataSource.manager, job, {
          transport: 'smtp',
          status: 'failed',
          text: null,
          error: reason.slice(0, MAX_ERROR_LENGTH),
        });
      }
      throw error;
    }
  }

  /** False when the job already has its row: it was delivered (or finally failed) by an earlier run. */
  private async record(
    manager: EntityManager,
    job: JobContext<MailJob>,
    outcome: Pick<MailMessageEntity, 'transport' | 'status' | 'text'> & { error?: string },
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(MailMessageEntity)
      .values({
        id: job.id,
        sender: job.data.sender,
        recipient: job.data.to,
        subject: job.data.subject,
        text: outcome.text,
        transport: outcome.transport,
        status: outcome.status,
        error: outcome.error ?? null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** After the job queue stopped (in onModuleDestroy), so a run in progress keeps its connection. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
