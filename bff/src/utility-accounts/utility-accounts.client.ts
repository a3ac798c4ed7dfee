import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreateUtilityAccountRequest,
  MeterReadingBody,
  MeterReadingPhotoRequest,
  RecordMeterReadingRequest,
  UpdateUtilityAccountRequest,
  UtilityAccountBody,
  UtilityAccountInclude,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const UTILITY_ACCOUNTS = '/v1/utility-accounts';
const accountPath = (id: string, rest = '') => `${UTILITY_ACCOUNTS}/${encodeURIComponent(id)}${rest}`;

@Injectable()
export class UtilityAccountsClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  /** Null when the property is unknown, another company's or not the caller's to see. */
  async ofProperty(caller: CallerContext, propertyId: string, include?: UtilityAccountInclude) {
    const answer = await nullIfNotFound(
      this.http.get<{ items: UtilityAccountBody[] }>(
        `/v1/properties/${encodeURIComponent(propertyId)}/utility-accounts`,
        { caller, query: { include } },
      ),
    );
    return answer && answer.items;
  }

  create(caller: CallerContext, body: CreateUtilityAccountRequest) {
    return this.http.post<UtilityAccountBody>(UTILITY_ACCOUNTS, { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdateUtilityAccountRequest) {
    return this.http.request<UtilityAccountBody>('PATCH', accountPath(id), { caller, body });
  }

  recordReading(caller: CallerContext, accountId: string, body: RecordMeterReadingRequest) {
    return this.http.post<UtilityAccountBody>(accountPath(accountId, '/readings'), { caller, body });
  }

  /** With its photo's storage key; null when unknown, of another account, or not the caller's to see (ISO-02). */
  reading(caller: CallerContext, accountId: string, readingId: string): Promise<MeterReadingBody | null> {
    return nullIfNotFound(
      this.http.get<MeterReadingBody>(accountPath(accountId, `/readings/${encodeURIComponent(readingId)}`), { caller }),
    );
  }

  attachPhoto(caller: CallerContext, accountId: string, readingId: string, body: MeterReadingPhotoRequest) {
    return this.http.post<MeterReadingBody>(
      accountPath(accountId, `/readings/${encodeURIComponent(readingId)}/photo`),
      { caller, body },
    );
  }
}
