import { Global, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { MailMessageBody, Page } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  MAIL_ENTITIES,
  MAIL_MIGRATIONS,
  MailModule,
  Mailer,
  ServiceConfig,
  ServiceKitModule,
  type ServiceName,
} from '../../src';
import { MailDelivery } from '../../src/mail/mail-delivery';
import { MailMessageEntity } from '../../src/mail/mail-message.entity';
import {
  internalHeaders,
  makeCaller,
  requestJson,
  startMailCatcher,
  startTestApp,
  type MailCatcher,
  type RunningApp,
} from '../../src/testing';

/** A service of its own (schema `mail_test`) that only sends mail, with retries one second apart. */
@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'mail_test' as ServiceName,
      entities: MAIL_ENTITIES,
      migrations: MAIL_MIGRATIONS,
    }),
    MailModule.forRoot({
      sender: 'mail_test',
      delivery: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    }),
  ],
})
class MailTestModule {}

/** The app reads its mail settings and queue namespace when it is created. */
async function startWith(env: Record<string, string | undefined>, module: Type = MailTestModule): Promise<RunningApp> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await startTestApp(module);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const uniqueAddress = () => `person.${randomUUID().slice(0, 8)}@example.test`;
const message = (to: string, subject = 'Hello') => ({ to, subject, text: `Dear ${to},\n\nA message.\n` });

async function rowOf(app: RunningApp, id: string) {
  return app.app.get(DataSource).getRepository(MailMessageEntity).findOneBy({ id });
}

/** The row commits just after the relay accepted the message (or after the last retry failed). */
async function waitForRow(app: RunningApp, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let row = await rowOf(app, id);
  while (!row && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    row = await rowOf(app, id);
  }
  return row;
}

describe('mail module over SMTP', () => {
  let smtp: MailCatcher;
  let namespace: string;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    smtp = await startMailCatcher();
    namespace = `kit-mail-${randomUUID().slice(0, 8)}`;
    apps.push(await startWith({ SMTP_URL: smtp.url, QUEUE_NAMESPACE: namespace, MAIL_FROM: 'Lets <mail@lets.test>' }));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await smtp.close();
  });

  it('delivers a queued message to the SMTP server, with the job id as its Message-ID and no body kept', async () => {
    const to = uniqueAddress();
    const id = await apps[0]!.app.get(Mailer).send(message(to, 'Your reset link'));

    const mail = await smtp.waitFor((m) => m.recipients.includes(to));

    expect(mail).toMatchObject({
      from: '"Lets" <mail@lets.test>',
      subject: 'Your reset link',
      messageId: `<${id}@lets.test>`,
    });
    expect(mail.text).toContain('A message.');
    expect(await waitForRow(apps[0]!, id)).toMatchObject({
      sender: 'mail_test',
      recipient: to,
      transport: 'smtp',
      status: 'sent',
      text: null,
    });
  });

  it('retries a send the relay refused, and sends it once', async () => {
    const to = uniqueAddress();
    smtp.refuse(1);
    const refusedBefore = smtp.refused;
    const started = Date.now();

    await apps[0]!.app.get(Mailer).send(message(to));
    await smtp.waitFor((m) => m.recipients.includes(to));

    expect(smtp.refused - refusedBefore).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((m) => m.recipients.includes(to))).toHaveLength(1);
  });

  it('records a message as failed once every retry was refused', async () => {
    const to = uniqueAddress();
    smtp.refuse(3);
    const id = await apps[0]!.app.get(Mailer).send(message(to));

    // First run, then two retries (1 s, then 2 s with backoff).
    const row = await waitForRow(apps[0]!, id);

    expect(row).toMatchObject({ status: 'failed', transport: 'smtp' });
    expect(String(row?.error)).toContain('Try again later');
    expect(smtp.received.some((m) => m.recipients.includes(to))).toBe(false);
  });

  it('sends each job once across two replicas working the same queue', async () => {
    apps.push(await startWith({ SMTP_URL: smtp.url, QUEUE_NAMESPACE: namespace }));
    const recipients = Array.from({ length: 12 }, uniqueAddress);

    await Promise.all(recipients.map((to, i) => apps[i % 2]!.app.get(Mailer).send(message(to))));
    await Promise.all(recipients.map((to) => smtp.waitFor((m) => m.recipients.includes(to))));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    for (const to of recipients) expect(smtp.received.filter((m) => m.recipients.includes(to))).toHaveLength(1);
  });

  it('sends once when the same job is run again, even by two replicas at the same moment (a restart re-running it)', async () => {
    const to = uniqueAddress();
    const job = { id: randomUUID(), data: { ...message(to), sender: 'mail_test' }, retryCount: 0, retryLimit: 2 };
    const [first, second] = apps.map((app) => app.app.get(MailDelivery));

    await Promise.all([first!.deliver(job), second!.deliver(job)]);
    await first!.deliver({ ...job, retryCount: 1 });
    await smtp.waitFor((m) => m.recipients.includes(to));
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(smtp.received.filter((m) => m.recipients.includes(to))).toHaveLength(1);
  });
});

describe('mail module without SMTP_URL (the development outbox)', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startWith({ SMTP_URL: undefined, QUEUE_NAMESPACE: `kit-outbox-${randomUUID().slice(0, 8)}` });
  });
  afterAll(() => app.close());

  it('keeps the whole message in the outbox, which staff page through newest first', async () => {
    const to = uniqueAddress();
    const older = await app.app.get(Mailer).send(message(to, 'First'));
    await waitForRow(app, older);
    const newer = await app.app.get(Mailer).send(message(to, 'Second'));
    expect(await waitForRow(app, newer)).toMatchObject({ transport: 'outbox', status: 'sent', recipient: to });

    // The other describe block's messages share the table: only these two's order and the paging are asserted.
    const headers = internalHeaders(makeCaller({ role: 'admin' }));
    const all = await requestJson<Page<MailMessageBody>>(`${app.url}/v1/admin/mail?limit=100`, { headers });
    expect(all.status).toBe(200);
    const ids = all.body.items.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(all.body.items.find((item) => item.id === newer)).toEqual({
      id: newer,
      sender: 'mail_test',
      to,
      subject: 'Second',
      text: message(to).text,
      transport: 'outbox',
      status: 'sent',
      error: null,
      createdAt: expect.any(String),
    });

    const first = await requestJson<Page<MailMessageBody>>(`${app.url}/v1/admin/mail?limit=1`, { headers });
    const next = await requestJson<Page<MailMessageBody>>(
      `${app.url}/v1/admin/mail?limit=1&cursor=${first.body.nextCursor}`,
      { headers },
    );
    expect(first.body.items).toHaveLength(1);
    expect(next.body.items).toHaveLength(1);
    expect(next.body.items[0]!.createdAt <= first.body.items[0]!.createdAt).toBe(true);
    expect(next.body.items[0]!.id).not.toBe(first.body.items[0]!.id);
  });

  it('shows the outbox to platform staff only', async () => {
    const res = await requestJson(`${app.url}/v1/admin/mail`, {
      headers: internalHeaders(makeCaller({ role: 'landlord' })),
    });
    expect(res.status).toBe(403);
  });
});

/** The mail module alone, on stand-ins for the database: a refused boot leaves no pool behind. */
@Global()
@Module({
  providers: [
    { provide: ServiceConfig, useValue: { DATABASE_URL: 'postgres://127.0.0.1:1/unused' } },
    { provide: DataSource, useValue: {} },
  ],
  exports: [ServiceConfig, DataSource],
})
class NoDatabaseModule {}

@Module({ imports: [NoDatabaseModule, MailModule.forRoot({ sender: 'mail_test' })] })
class MailOnlyModule {}

describe('mail module in production', () => {
  it('refuses to start without SMTP_URL', async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, SMTP_URL: process.env.SMTP_URL };
    Object.assign(process.env, { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' });
    delete process.env.SMTP_URL;
    try {
      // Not through createFastifyApp: Nest would end the process on the failed boot instead of rejecting.
      await expect(
        NestFactory.create(MailOnlyModule, new FastifyAdapter(), { logger: false, abortOnError: false }),
      ).rejects.toThrow(/SMTP_URL: must be set in production/);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.SMTP_URL !== undefined) process.env.SMTP_URL = saved.SMTP_URL;
      delete process.env.PUBLIC_URL;
    }
  });
});
