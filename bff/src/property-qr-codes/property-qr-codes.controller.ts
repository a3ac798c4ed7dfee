import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { PropertyBody } from '@pm/contracts';
import { AppException, assertUuid, MAX_PAGE_SIZE } from '@pm/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { BffSettings } from '../config/bff.config';
import { PropertiesClient } from '../properties/properties.client';
import { MAX_QR_LABELS, QrLabelsQueryDto } from './property-qr-codes.dto';
import { labelSheetPdf, qrPng, qrSvg, repairReportUrl } from './qr-labels';

const notFound = () => new AppException(404, 'NOT_FOUND', 'Property not found');

/**
 * PROP-04: QR codes that open the repair-report form for a property, as an A4 label sheet (PDF) or one code (SVG,
 * PNG). For the company's staff; the properties are read as the caller, so another company's never appear.
 */
@Controller('api/properties')
@Roles('landlord', 'manager')
export class PropertyQrCodesController {
  constructor(
    private readonly properties: PropertiesClient,
    private readonly settings: BffSettings,
  ) {}

  @Get('qr-codes.pdf')
  async sheet(
    @CurrentUser() caller: AuthUser,
    @Query() query: QrLabelsQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const chosen = await this.choose(caller, query);
    const origin = this.origin(request);
    const pdf = await labelSheetPdf(
      chosen.map((property) => ({
        url: repairReportUrl(origin, property.id),
        reference: property.reference,
        addressLine1: property.addressLine1,
      })),
    );
    await this.send(reply, 'application/pdf', 'property-qr-codes.pdf', pdf);
  }

  @Get(':id/qr-code.svg')
  async svg(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const property = await this.one(caller, id);
    const svg = await qrSvg(repairReportUrl(this.origin(request), property.id));
    await this.send(reply, 'image/svg+xml', `${property.reference}-qr-code.svg`, svg);
  }

  @Get(':id/qr-code.png')
  async png(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const property = await this.one(caller, id);
    const png = await qrPng(repairReportUrl(this.origin(request), property.id));
    await this.send(reply, 'image/png', `${property.reference}-qr-code.png`, png);
  }

  private async one(caller: AuthUser, id: string): Promise<PropertyBody> {
    const property = await this.properties.find(caller, assertUuid(id));
    if (!property) throw notFound();
    return property;
  }

  /** The ticked properties, or every property the filters match (archived ones never), by reference. */
  private async choose(caller: AuthUser, query: QrLabelsQueryDto): Promise<PropertyBody[]> {
    const { ids, ...filters } = query;
    if (ids) {
      const found = await this.properties.byIds(caller, [...new Set(ids)]);
      if (found.length === 0) throw notFound();
      return found.sort((a, b) => a.reference.localeCompare(b.reference, 'en-GB', { numeric: true }));
    }
    const chosen: PropertyBody[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.properties.list(caller, { ...filters, limit: MAX_PAGE_SIZE, cursor, count: false });
      chosen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && chosen.length <= MAX_QR_LABELS);
    if (chosen.length > MAX_QR_LABELS) {
      throw new AppException(
        400,
        'TOO_MANY_LABELS',
        `More than ${MAX_QR_LABELS} properties match: narrow the list with its filters, or tick the ones you need`,
      );
    }
    return chosen;
  }

  /** PUBLIC_URL when set (behind a proxy the request's own host may be an internal one), else the request's. */
  private origin(request: FastifyRequest): string {
    return this.settings.oidc.publicUrl || `${request.protocol}://${request.host}`;
  }

  private async send(reply: FastifyReply, type: string, fileName: string, body: Buffer | string): Promise<void> {
    const safeName = fileName.replace(/[^\w.-]+/g, '-');
    await reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${safeName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  }
}
