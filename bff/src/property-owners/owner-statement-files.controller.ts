import { Controller, Get, Param, Res } from '@nestjs/common';
import { AppException, assertUuid } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { statementCsv, statementPdf } from './owner-statement-files';
import { PropertyOwnersClient } from './property-owners.client';

const FILE = /^(.+)\.(csv|pdf)$/;

/**
 * OWN-02: an owner's statement for a month as a download, `GET :id/statements/2026-10.csv` or `.pdf`. Any
 * signed-in role may ask; the portfolio service answers as the caller, so the company's staff get any owner of the
 * company, an owner only their own, and everyone else 404 (ISO-02); a bad or future month is its 400.
 */
@Controller('api/property-owners')
export class OwnerStatementFilesController {
  constructor(private readonly owners: PropertyOwnersClient) {}

  @Get(':id/statements/:file')
  async download(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const [, month, kind] = FILE.exec(file) ?? [];
    if (!month || !kind) throw new AppException(404, 'NOT_FOUND', 'Not found');
    const statement = await this.owners.statement(caller, assertUuid(id), month);
    const fileName = `statement-${month}.${kind}`.replace(/[^\w.-]+/g, '-');
    const body = kind === 'csv' ? statementCsv(statement) : await statementPdf(statement);
    await reply
      .header('content-type', kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  }
}
