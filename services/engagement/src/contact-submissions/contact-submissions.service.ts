import { Injectable } from '@nestjs/common';
import { Db, likePattern, requireAdmin, toCsv } from '@pm/kit';
import type {
  CallerContext,
  ContactNoteBody,
  ContactStatus,
  ContactSubmissionBody,
  ContactSubmissionDetailBody,
  ContactSubmissionQuery,
  CreateContactSubmissionRequest,
  Page,
} from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { AdminRecords, inStatus, type RecordFilter, type RecordKind } from '../common/admin-records.service';
import { ContactNoteEntity } from './contact-note.entity';
import { ContactSubmissionEntity } from './contact-submission.entity';
import { contactSubmissionNotFound } from './contact-submissions.errors';

type ContactFilters = Omit<ContactSubmissionQuery, 'limit' | 'cursor'>;

/** Export is bounded so one request never loads an unbounded table into memory. */
const CSV_EXPORT_LIMIT = 10_000;

const CSV_HEADER = [
  'id',
  'created_at',
  'status',
  'source',
  'full_name',
  'email',
  'company',
  'phone',
  'message',
  'page',
  'company_id',
] as const;

const SUBMISSIONS: RecordKind<ContactSubmissionEntity> = {
  entity: ContactSubmissionEntity,
  subjectType: 'contact_submission',
  notFound: contactSubmissionNotFound,
  newestBy: 'created_at',
};

const matching =
  (filters: ContactFilters): RecordFilter<ContactSubmissionEntity> =>
  (qb) => {
    if (filters.source) qb.andWhere('r.source = :source', { source: filters.source });
    inStatus(filters.status)(qb);
    if (filters.q) {
      qb.andWhere(
        `(r.full_name ILIKE :q OR r.email ILIKE :q OR coalesce(r.company, '') ILIKE :q OR r.message ILIKE :q)`,
        { q: likePattern(filters.q) },
      );
    }
  };

function toSubmissionBody(row: ContactSubmissionEntity): ContactSubmissionBody {
  return {
    id: row.id,
    companyId: row.companyId,
    fullName: row.fullName,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    metadata: row.metadata,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toNoteBody(row: ContactNoteEntity): ContactNoteBody {
  return {
    id: row.id,
    submissionId: row.submissionId,
    authorUserId: row.authorUserId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactSubmissionsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly records: AdminRecords,
  ) {}

  /**
   * A visitor's submission has no company, and row-level security lets a visitor add one but never read one
   * back: the row is written without RETURNING, its id and times made here.
   */
  async create(caller: CallerContext | null, input: CreateContactSubmissionRequest): Promise<ContactSubmissionBody> {
    const now = new Date();
    const row = this.db.manager.create(ContactSubmissionEntity, {
      id: randomUUID(),
      companyId: caller?.companyId ?? null,
      fullName: input.fullName,
      email: input.email,
      company: input.company ?? null,
      phone: input.phone ?? null,
      message: input.message,
      metadata: {
        submittedFrom: input.metadata.submittedFrom,
        submittedAt: input.metadata.submittedAt,
        ...(input.metadata.transcript
          ? { transcript: input.metadata.transcript.map(({ type, content }) => ({ type, content })) }
          : {}),
        ...(input.metadata.page !== undefined ? { page: input.metadata.page } : {}),
      },
      source: input.metadata.submittedFrom,
      status: 'new',
      createdAt: now,
      updatedAt: now,
    });
    await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(ContactSubmissionEntity)
      .values(row)
      .updateEntity(false)
      .execute();
    return toSubmissionBody(row);
  }

  /** Admin inbox, newest first, across companies (visitors have none). */
  list(caller: CallerContext, query: ContactSubmissionQuery): Promise<Page<ContactSubmissionBody>> {
    requireAdmin(caller);
    return this.records.list(SUBMISSIONS, query, toSubmissionBody, matching(query));
  }

  async get(caller: CallerContext, id: string): Promise<ContactSubmissionDetailBody> {
    requireAdmin(caller);
    const row = await this.records.find(SUBMISSIONS, id);
    const [notes, activity] = await Promise.all([
      this.db
        .repository(ContactNoteEntity)
        .find({ where: { submissionId: id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.audit.forSubject(id),
    ]);
    return { ...toSubmissionBody(row), notes: notes.map(toNoteBody), activity };
  }

  async update(caller: CallerContext, id: string, input: { status?: ContactStatus }): Promise<ContactSubmissionBody> {
    requireAdmin(caller);
    return toSubmissionBody(await this.records.setStatus(caller, SUBMISSIONS, id, input.status));
  }

  async addNote(caller: CallerContext, id: string, body: string): Promise<ContactNoteBody> {
    requireAdmin(caller);
    const manager = this.db.manager;
    await this.records.find(SUBMISSIONS, id, { manager });
    const note = await manager.save(
      manager.create(ContactNoteEntity, { submissionId: id, authorUserId: caller.userId, body }),
    );
    await this.audit.record(manager, {
      actor: caller,
      action: 'contact_submission.note_added',
      subjectType: 'contact_submission',
      subjectId: id,
      data: { noteId: note.id },
    });
    return toNoteBody(note);
  }

  async exportCsv(caller: CallerContext, filters: ContactFilters): Promise<string> {
    requireAdmin(caller);
    const rows = await this.records
      .query(SUBMISSIONS, matching(filters))
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(CSV_EXPORT_LIMIT)
      .getMany();
    return toCsv(
      CSV_HEADER,
      rows.map((row) => [
        row.id,
        row.createdAt.toISOString(),
        row.status,
        row.source,
        row.fullName,
        row.email,
        row.company,
        row.phone,
        row.message,
        row.metadata.page ?? null,
        row.companyId,
      ]),
    );
  }
}
