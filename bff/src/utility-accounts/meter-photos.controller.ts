import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { MeterReadingBody, MeterReadingPhotoBody } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { sendFile } from '../uploads/file-reply';
import { readMultipartForm } from '../uploads/multipart';
import { METER_PHOTO_SHAPE, MeterPhotosService } from './meter-photos.service';

/** What a photo upload answers: the reading with its photo, without the storage key. */
type PhotoAnswer = {
  success: true;
  data: Omit<MeterReadingBody, 'photo'> & { photo: Omit<MeterReadingPhotoBody, 'storageKey'> | null };
};

const answer = ({ photo, ...reading }: MeterReadingBody): PhotoAnswer => {
  if (!photo) return { success: true, data: { ...reading, photo: null } };
  const { storageKey: _key, ...described } = photo;
  return { success: true, data: { ...reading, photo: described } };
};

/**
 * UTIL-01 with DOC-02: a meter reading's photo in (staff only, multipart, once per reading: the reading is
 * recorded over GraphQL first) and out (a signed link, for whoever may see the reading).
 */
@Controller('api/utility-accounts')
export class MeterPhotosController {
  constructor(private readonly photos: MeterPhotosService) {}

  /** multipart: `photo`, a JPEG, PNG or WebP image of at most 15 MB. */
  @Post(':accountId/readings/:readingId/photo')
  @HttpCode(201)
  @Roles('landlord', 'manager')
  async attach(
    @CurrentUser() caller: AuthUser,
    @Param('accountId') accountId: string,
    @Param('readingId') readingId: string,
    @Req() request: FastifyRequest,
  ): Promise<PhotoAnswer> {
    const ids = [assertUuid(accountId, 'accountId'), assertUuid(readingId, 'readingId')] as const;
    const form = await readMultipartForm(request, METER_PHOTO_SHAPE);
    return answer(await this.photos.attach(caller, ...ids, form));
  }

  @Get(':accountId/readings/:readingId/photo')
  async download(
    @CurrentUser() caller: AuthUser,
    @Param('accountId') accountId: string,
    @Param('readingId') readingId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const ids = [assertUuid(accountId, 'accountId'), assertUuid(readingId, 'readingId')] as const;
    const file = await this.photos.download(caller, ...ids, expires, signature);
    await sendFile(reply, file, 'inline');
  }
}
