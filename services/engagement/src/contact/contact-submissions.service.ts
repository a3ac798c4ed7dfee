import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  CallerContext,
  ContactNoteBody,
  ContactSource,
  ContactStatus,
  ContactSubmissionBody,
  ContactSubmissionDetailBody,
  CreateContactSubmissionRequest,
  Page,
} from '@pm/contracts';
import { AppException } from '@pm/kit';
import { DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { requireAdmin } from '../common/caller';
import { likePattern, newestFirstPage } from '../common/keyset';
import { ContactNoteEntity } from './contact-note.entity';
import { ContactSubmissionEntity } from './contact-submission.entity';
import { toCsv } from './csv';

export interface ContactFilters {
  q?: string;
  source?: ContactSource;
  status?: ContactStatus;
}

/** Export is bounded so one request never loads an unbounded table into memory. */
export const CSV_EXPORT_LIMIT = 10_000;

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

const submissionNotFound = () => new AppException(404, 'CONTACT_SUBMISSION_NOT_FOUND', 'Contact submission not found');

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
    private readonly dataSource: DataSource,
    @InjectRepository(ContactSubmissionEntity) private readonly submissions: Repository<ContactSubmissionEntity>,
    @InjectRepository(ContactNoteEntity) private readonly notes: Repository<ContactNoteEntity>,
    private readonly audit: AuditService,
  ) {}

  /** Visitors submit without a company; a signed-in caller's submission carries their company. */
  async create(caller: CallerContext | null, input: CreateContactSubmissionRequest): Promise<ContactSubmissionBody> {
    const row = await this.submissions.save(
      this.submissions.create({
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
      }),
    );
    return toSubmissionBody(row);
  }

  private filtered(filters: ContactFilters): SelectQueryBuilder<ContactSubmissionEntity> {
    const qb = this.submissions.createQueryBuilder('s');
    if (filters.source) qb.andWhere('s.source = :source', { source: filters.source });
    if (filters.status) qb.andWhere('s.status = :status', { status: filters.status });
    if (filters.q) {
      qb.andWhere(
        `(s.full_name ILIKE :q OR s.email ILIKE :q OR coalesce(s.company, '') ILIKE :q OR s.message ILIKE :q)`,
        { q: likePattern(filters.q) },
      );
    }
    return qb;
  }

  /** Admin inbox, newest first, across companies (visitors have none). */
  async list(
    caller: CallerContext,
    query: ContactFilters & { limit?: number; cursor?: string },
  ): Promise<Page<ContactSubmissionBody>> {
    requireAdmin(caller);
    const total = await this.filtered(query).getCount();
    const page = await newestFirstPage(this.filtered(query), 'created_at', query);
    return { items: page.rows.map(toSubmissionBody), nextCursor: page.nextCursor, total };
  }

  async get(caller: CallerContext, id: string): Promise<ContactSubmissionDetailBody> {
    requireAdmin(caller);
    const row = await this.submissions.findOneBy({ id });
    if (!row) throw submissionNotFound();
    const [notes, activity] = await Promise.all([
      this.notes.find({ where: { submissionId: id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.audit.forSubject(id),
    ]);
    return { ...toSubmissionBody(row), notes: notes.map(toNoteBody), activity };
  }

  async update(caller: CallerContext, id: string, input: { status?: ContactStatus }): Promise<ContactSubmissionBody> {
    requireAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(ContactSubmissionEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw submissionNotFound();
      if (input.status && input.status !== row.status) {
        const from = row.status;
        row.status = input.status;
        await manager.save(row);
        await this.audit.record(manager, {
          actor: caller,
          action: 'contact_submission.status_changed',
          subjectType: 'contact_submission',
          subjectId: id,
          data: { from, to: input.status },
        });
      }
      return toSubmissionBody(row);
    });
  }

  async addNote(caller: CallerContext, id: string, body: string): Promise<ContactNoteBody> {
    requireAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const exists = await manager.existsBy(ContactSubmissionEntity, { id });
      if (!exists) throw submissionNotFound();
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
    });
  }

  async exportCsv(caller: CallerContext, filters: ContactFilters): Promise<string> {
    requireAdmin(caller);
    const rows = await this.filtered(filters)
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
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
