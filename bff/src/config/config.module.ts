import { Global, Module } from '@nestjs/common';
import { BffSettings, loadBffSettings } from './bff.config';

/** Settings are read when the app is created, so tests can set the environment per app. */
@Global()
@Module({
  providers: [{ provide: BffSettings, useFactory: () => loadBffSettings() }],
  exports: [BffSettings],
})
export class BffConfigModule {}
