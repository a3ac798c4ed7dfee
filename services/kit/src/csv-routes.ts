import { Body, Get, HttpCode, Inject, Post, Query, Res, type Type } from '@nestjs/common';
import type { CallerContext, CsvImportResult } from '@pm/contracts';
import type { FastifyReply } from 'fastify';
import { CsvImportDto } from './csv-import';
import { Caller } from './internal-auth';

/** A CSV answer: the header is set only once the text is made, so an error still goes out as the shared JSON body. */
function csvAnswer(reply: FastifyReply, csv: string): string {
  reply.header('content-type', 'text/csv; charset=utf-8');
  return csv;
}

/** What a list in and out of spreadsheets provides (issue 11 item 6); it refuses callers who may not. */
export interface CsvTransfer<Q> {
  /** The header and an example row. */
  template(): string;
  /** The list as the query filters it, every page. */
  export(caller: CallerContext, query: Q): Promise<string>;
  /** A dry run answers every row's problems; an import with any problem answers 400 with them and stores nothing. */
  import(caller: CallerContext, body: CsvImportDto): Promise<CsvImportResult>;
}

/**
 * The three routes of a list's CSV under the controller's path: `GET export.csv` (the query checked by `Filters`),
 * `GET import-template.csv` and `POST import`. A controller extends the class this makes.
 */
export function CsvTransferRoutes<Q extends object>(Filters: Type<Q>, transfer: Type<CsvTransfer<Q>>) {
  class CsvRoutes {
    constructor(@Inject(transfer) readonly transfer: CsvTransfer<Q>) {}

    @Get('export.csv')
    async exportCsv(
      @Caller() caller: CallerContext,
      @Query() query: Q,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<string> {
      return csvAnswer(reply, await this.transfer.export(caller, query));
    }

    @Get('import-template.csv')
    importTemplate(@Res({ passthrough: true }) reply: FastifyReply): string {
      return csvAnswer(reply, this.transfer.template());
    }

    @Post('import')
    @HttpCode(200)
    importCsv(@Caller() caller: CallerContext, @Body() body: CsvImportDto): Promise<CsvImportResult> {
      return this.transfer.import(caller, body);
    }
  }
  // The query's class, as TypeScript records it for a parameter whose class it knows: the validation pipe checks the
  // query by it, as on any other route.
  Reflect.defineMetadata('design:paramtypes', [Object, Filters, Object], CsvRoutes.prototype, 'exportCsv');
  return CsvRoutes;
}
