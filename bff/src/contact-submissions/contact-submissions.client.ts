import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  ContactNoteBody,
  ContactSubmissionBody,
  ContactSubmissionDetailBody,
  ContactSubmissionQuery,
  CreateContactSubmissionRequest,
  Page,
  UpdateContactSubmissionRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import type { Readable } from 'node:stream';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const SUBMISSIONS = '/v1/contact-submissions';
const submissionPath = (id: string) => `${SUBMISSIONS}/${encodeURIComponent(id)}`;

@Injectable()
export class ContactSubmissionsClient {
  constructor(@InjectServiceClient('engagement') private readonly http: ServiceClient) {}

  /** Visitors have no caller: the service then sees no caller context. */
  create(caller: CallerContext | null, body: CreateContactSubmissionRequest) {
    return this.http.post<ContactSubmissionBody>(SUBMISSIONS, { caller: caller ?? undefined, body });
  }

  list(caller: CallerContext, query: ContactSubmissionQuery) {
    return this.http.get<Page<ContactSubmissionBody>>(SUBMISSIONS, { caller, query: { ...query } });
  }

  find(caller: CallerContext, id: string) {
    return nullIfNotFound(this.http.get<ContactSubmissionDetailBody>(submissionPath(id), { caller }));
  }

  update(caller: CallerContext, id: string, body: UpdateContactSubmissionRequest) {
    return this.http.request<ContactSubmissionBody>('PATCH', submissionPath(id), { caller, body });
  }

  addNote(caller: CallerContext, id: string, body: string) {
    return this.http.post<ContactNoteBody>(`${submissionPath(id)}/notes`, { caller, body: { body } });
  }

  exportCsv(caller: CallerContext, query: Record<string, string>): Promise<Readable> {
    return this.http.download(`${SUBMISSIONS}/export.csv`, { caller, query, accept: 'text/csv', timeoutMs: 30_000 });
  }
}
