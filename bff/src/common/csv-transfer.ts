import { Body, Get, HttpCode, Inject, Post, Query, Res, type Type } from '@nestjs/common';
import type { CsvImportResult } from '@pm/contracts';
import { CsvImportDto } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import type { CsvTransferClient } from './csv-transfer.client';

/** A CSV from a service, as a download that no cache keeps. */
async function sendCsv(reply: FastifyReply, fileName: string, csv: Readable): Promise<void> {
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/**
 * The routes of a list's CSV under the controller's path, through the client's `csv`: `GET export.csv` (the list's
 * filters checked by `Filters`), `GET import-template.csv` and `POST import`; `dryRun: true` reports every row's
 * problems, otherwise all rows are stored, or none with 400 and the problems. Files are named after `fileName`.
 */
export function CsvTransferRoutes<Q extends object>(
  Filters: Type<Q>,
  client: Type<{ readonly csv: CsvTransferClient }>,
  fileName: string,
) {
  class CsvRoutes {
    // Public: the class is returned from a function, whose declaration cannot name a private member (TS4094).
    constructor(@Inject(client) readonly source: { readonly csv: CsvTransferClient }) {}

    @Get('export.csv')
    async export(@CurrentUser() caller: AuthUser, @Query() query: Q, @Res() reply: FastifyReply): Promise<void> {
      await sendCsv(reply, `${fileName}.csv`, await this.source.csv.exportCsv(caller, query));
    }

    @Get('import-template.csv')
    async template(@CurrentUser() caller: AuthUser, @Res() reply: FastifyReply): Promise<void> {
      await sendCsv(reply, `${fileName}-import-template.csv`, await this.source.csv.importTemplate(caller));
    }

    @Post('import')
    @HttpCode(200)
    import(@CurrentUser() caller: AuthUser, @Body() body: CsvImportDto): Promise<CsvImportResult> {
      return this.source.csv.importCsv(caller, { csv: body.csv, dryRun: body.dryRun ?? false });
    }
  }
  // The query's class, as TypeScript records it for a parameter whose class it knows: the validation pipe checks the
  // query by it, as on any other route.
  Reflect.defineMetadata('design:paramtypes', [Object, Filters, Object], CsvRoutes.prototype, 'export');
  return CsvRoutes;
}
