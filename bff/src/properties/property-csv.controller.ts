import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { PROPERTY_IMPORT_MAX_LENGTH, type PropertyImportRequest, type PropertyImportResult } from '@pm/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { PropertiesClient } from './properties.client';
import { PropertyFiltersQueryDto } from './property-filters.dto';

class PropertyImportBodyDto implements PropertyImportRequest {
  @IsString({ message: 'csv must be the text of a CSV file' })
  @MaxLength(PROPERTY_IMPORT_MAX_LENGTH, { message: 'The file is too large: import at most 500 KB at a time' })
  csv!: string;

  @IsOptional() @IsBoolean() dryRun?: boolean;
}

/** A portfolio in and out of spreadsheets (issue 11 item 6), for the company's staff; the service checks every row. */
@Controller('api/properties')
@Roles('landlord', 'manager')
export class PropertyCsvController {
  constructor(private readonly properties: PropertiesClient) {}

  @Get('export.csv')
  async export(
    @CurrentUser() caller: AuthUser,
    @Query() query: PropertyFiltersQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    await this.sendCsv(reply, 'properties.csv', await this.properties.exportCsv(caller, filters));
  }

  @Get('import-template.csv')
  async template(@CurrentUser() caller: AuthUser, @Res() reply: FastifyReply): Promise<void> {
    await this.sendCsv(reply, 'properties-import-template.csv', await this.properties.importTemplate(caller));
  }

  /** `dryRun: true` reports every row's problems; otherwise all rows are stored, or none with 400 and the problems. */
  @Post('import')
  @HttpCode(200)
  import(@CurrentUser() caller: AuthUser, @Body() body: PropertyImportBodyDto): Promise<PropertyImportResult> {
    return this.properties.importCsv(caller, { csv: body.csv, dryRun: body.dryRun ?? false });
  }

  private async sendCsv(reply: FastifyReply, fileName: string, csv: Readable): Promise<void> {
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }
}
