import { Inject, Injectable } from '@nestjs/common';
import type { MailMessage } from '@pm/contracts';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../jobs';

/** Per service: a job's row goes to the schema of the service that queued it, so that service's workers run it. */
export const mailJobName = (sender: string) => `${sender}-mail`;
export const MAIL_SENDER = Symbol('MAIL_SENDER');

export interface MailJob extends MailMessage {
  /** The service that queued it, shown to staff beside the message. */
  sender: string;
}

/** How services send mail: queued, never sent while a request waits, delivered by MailDelivery. */
@Injectable()
export class Mailer {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(MAIL_SENDER) private readonly sender: string,
  ) {}

  /**
   * With `manager`, the message is queued inside that transaction: it goes out only if the change it tells
   * about was committed. Call `wake()` after the commit to deliver it now rather than at the next poll.
   */
  send(message: MailMessage, manager?: EntityManager): Promise<string> {
    return this.jobs.send<MailJob>(mailJobName(this.sender), { ...message, sender: this.sender }, manager);
  }

  wake(): void {
    this.jobs.wake(mailJobName(this.sender));
  }
}
