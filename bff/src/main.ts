import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { BffSettings } from './config/bff.config';
import { createBffApp } from './bootstrap';

async function main(): Promise<void> {
  const app = await createBffApp();
  const settings = app.get(BffSettings);
  await app.listen(settings.port, settings.host);
  new Logger('bff').log(`listening on http://${settings.host}:${settings.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
