import { Injectable } from '@nestjs/common';
import {
  ROLE_SCOPE,
  type CallerContext,
  type CreateDocumentRequest,
  type DocumentBody,
  type DocumentFileRequest,
  type DocumentListQuery,
  type DocumentParentType,
  type DocumentVersionBody,
  type Page,
  type PageQuery,
  type UpdateDocumentRequest,
} from '@pm/contracts';
import {
  AppException,
  Db,
  keysetPage,
  likePattern,
  newestFirst,
  seesWholeCompany,
  visibilityOf,
  visibleCondition,
} from '@pm/kit';
import { In, type SelectQueryBuilder } from 'typeorm';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { LeaseEntity } from '../leases/lease.entity';
import { LEASE_VISIBLE_COLUMNS } from '../leases/lease-visibility';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { PropertyEntity } from '../properties/property.entity';
import { TENANT_RECORD_VISIBLE_COLUMNS } from '../tenants/tenant-visibility';
import { TenantEntity } from '../tenants/tenant.entity';
import { DocumentVersionEntity } from './document-version.entity';
import { DocumentEntity } from './document.entity';
import { DocumentNotFoundException } from './documents.errors';
import { changedFields, changesAnything } from '../audit/field-changes';

const EDITABLE = [
  'title',
  'category',
  'visibleToOwner',
  'visibleToTenant',
  'visibleToTrade',
] as const satisfies readonly (keyof DocumentEntity)[];

/** The flag that opens a document to each linked role. */
const FLAG_OF = { owner: 'd.visibleToOwner', tenant: 'd.visibleToTenant', trade: 'd.visibleToTrade' } as const;

const PARENT_ENTITIES = {
  property: PropertyEntity,
  owner: PropertyOwnerEntity,
  tenant: TenantEntity,
  tenancy: LeaseEntity,
} as const;
const PARENT_NOT_FOUND: Record<DocumentParentType, [string, string]> = {
  property: ['PROPERTY_NOT_FOUND', 'Property not found'],
  owner: ['PROPERTY_OWNER_NOT_FOUND', 'Property owner not found'],
  tenant: ['TENANT_NOT_FOUND', 'Tenant not found'],
  tenancy: ['TENANCY_NOT_FOUND', 'Tenancy not found'],
};

function toVersionBody(row: DocumentVersionEntity): DocumentVersionBody {
  return {
    documentId: row.documentId,
    version: row.version,
    storageKey: row.storageKey,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedByUserId: row.uploadedByUserId,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

function toDocumentBody(row: DocumentEntity, versions: DocumentVersionEntity[], all: boolean): DocumentBody {
  const bodies = versions.map(toVersionBody);
  return {
    id: row.id,
    companyId: row.companyId,
    parentType: row.parentType,
    parentId: row.parentId,
    category: row.category,
    title: row.title,
    visibleToOwner: row.visibleToOwner,
    visibleToTenant: row.visibleToTenant,
    visibleToTrade: row.visibleToTrade,
    createdByUserId: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    latestVersion: bodies[0]!,
    ...(all ? { versions: bodies } : {}),
  };
}

/**
 * DOC-01. Every method takes the caller first. The company's staff read and write every document; an owner reads
 * those marked for owners on their properties and their own owner record, a tenant those marked for tenants on
 * their home, a trade none until jobs exist (ISO-02); anything else is not found. Row-level security holds the
 * same rules underneath.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  private get documents() {
    return this.db.repository(DocumentEntity);
  }

  private get versions() {
    return this.db.repository(DocumentVersionEntity);
  }

  /** The caller's company, narrowed to the documents the caller's role may see. */
  private visible(caller: CallerContext): SelectQueryBuilder<DocumentEntity> {
    const query = this.documents
      .createQueryBuilder('d')
      .where('d.companyId = :companyId', { companyId: caller.companyId });
    if (seesWholeCompany(caller)) return query;
    const scope = ROLE_SCOPE[caller.role] as keyof typeof FLAG_OF | undefined;
    const flag = scope ? FLAG_OF[scope] : 'FALSE';
    // Each kind of parent as its own record's rule opens it to the caller (ISO-02).
    const parents = [
      ['property', visibleCondition(visibilityOf(caller, 'property'), { ids: 'd.parentId' }, 'vp')!],
      ['owner', visibleCondition(visibilityOf(caller, 'propertyOwner'), { ids: 'd.parentId' }, 'vo')!],
      [
        'tenant',
        visibleCondition(visibilityOf(caller, 'tenantRecord'), TENANT_RECORD_VISIBLE_COLUMNS('d.parentId'), 'vt')!,
      ],
      ['tenancy', visibleCondition(visibilityOf(caller, 'lease'), LEASE_VISIBLE_COLUMNS('d.parentId'), 'vl')!],
    ] as const;
    return query.andWhere(
      `${flag} AND (${parents.map(([type, condition]) => `(d.parentType = '${type}' AND ${condition.sql})`).join(' OR ')})`,
      Object.assign({}, ...parents.map(([, condition]) => condition.params)),
    );
  }

  async list(caller: CallerContext, query: PageQuery & DocumentListQuery): Promise<Page<DocumentBody>> {
    const filtered = () => {
      const qb = this.visible(caller);
      if (query.category) qb.andWhere('d.category = :category', { category: query.category });
      if (query.parentType) qb.andWhere('d.parentType = :parentType', { parentType: query.parentType });
      if (query.parentId) qb.andWhere('d.parentId = :parentId', { parentId: query.parentId });
      // Dates are the London calendar's, like every date the screens show.
      if (query.from) {
        qb.andWhere(`d.createdAt >= (CAST(CAST(:from AS date) AS timestamp) AT TIME ZONE 'Europe/London')`, {
          from: query.from,
        });
      }
      if (query.to) {
        qb.andWhere(`d.createdAt < (CAST(CAST(:to AS date) + 1 AS timestamp) AT TIME ZONE 'Europe/London')`, {
          to: query.to,
        });
      }
      if (query.q) qb.andWhere('d.title ILIKE :q', { q: likePattern(query.q) });
      return qb;
    };
    const page = await keysetPage(filtered, newestFirst('d.createdAt'), query, (row) => row);
    const versions = await this.versionsOf(
      caller.companyId,
      page.items.map((row) => row.id),
    );
    const all = query.versions === true;
    return {
      ...page,
      items: page.items.map((row) => {
        const ofRow = versions.get(row.id)!;
        return toDocumentBody(row, all ? ofRow : ofRow.slice(0, 1), all);
      }),
    };
  }

  async get(caller: CallerContext, id: string): Promise<DocumentBody> {
    const row = await this.find(caller, id);
    return toDocumentBody(row, (await this.versionsOf(caller.companyId, [id])).get(id) ?? [], true);
  }

  async create(caller: CallerContext, body: CreateDocumentRequest): Promise<DocumentBody> {
    this.staffOnly(caller);
    await this.assertParent(caller, body.parentType, body.parentId);
    const row = await this.documents.save(
      this.documents.create({
        companyId: caller.companyId,
        parentType: body.parentType,
        parentId: body.parentId,
        category: body.category,
        title: body.title,
        visibleToOwner: body.visibleToOwner,
        visibleToTenant: body.visibleToTenant,
        visibleToTrade: body.visibleToTrade,
        createdByUserId: caller.userId,
      }),
    );
    await this.storeVersion(caller, row.id, 1, body.file);
    await this.audit.record({
      actor: caller,
      action: 'document.created',
      subjectType: 'document',
      subjectId: row.id,
      data: {
        parentType: row.parentType,
        parentId: row.parentId,
        category: row.category,
        title: row.title,
        visibleToOwner: row.visibleToOwner,
        visibleToTenant: row.visibleToTenant,
        visibleToTrade: row.visibleToTrade,
        version: 1,
        fileName: body.file.fileName,
        sha256: body.file.sha256,
      },
    });
    return this.get(caller, row.id);
  }

  async update(caller: CallerContext, id: string, body: UpdateDocumentRequest): Promise<DocumentBody> {
    this.staffOnly(caller);
    const row = await this.find(caller, id);
    const changes = changedFields(EDITABLE, row, body);
    for (const [field, change] of Object.entries(changes)) Object.assign(row, { [field]: change.to });
    if (changesAnything(changes)) {
      await this.documents.save(row);
      await this.audit.record({
        actor: caller,
        action: 'document.updated',
        subjectType: 'document',
        subjectId: row.id,
        data: { changes },
      });
    }
    return this.get(caller, id);
  }

  /** The document's row is locked first, so two uploads at once get the next two numbers. */
  async addVersion(caller: CallerContext, id: string, file: DocumentFileRequest): Promise<DocumentBody> {
    this.staffOnly(caller);
    await this.find(caller, id, true);
    const { latest } = (await this.versions
      .createQueryBuilder('v')
      .select('COALESCE(MAX(v.version), 0)', 'latest')
      .where('v.companyId = :companyId AND v.documentId = :id', { companyId: caller.companyId, id })
      .getRawOne<{ latest: number }>())!;
    const version = Number(latest) + 1;
    await this.storeVersion(caller, id, version, file);
    await this.documents.update({ companyId: caller.companyId, id }, { updatedAt: () => 'now()' });
    await this.audit.record({
      actor: caller,
      action: 'document.version_added',
      subjectType: 'document',
      subjectId: id,
      data: { version, fileName: file.fileName, sha256: file.sha256, sizeBytes: file.sizeBytes },
    });
    return this.get(caller, id);
  }

  private async storeVersion(caller: CallerContext, documentId: string, version: number, file: DocumentFileRequest) {
    await this.versions.insert({
      companyId: caller.companyId,
      documentId,
      version,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      uploadedByUserId: caller.userId,
    });
  }

  private staffOnly(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new AppException(403, 'FORBIDDEN', 'Only the agency manages documents');
  }

  /** The parent is a record of the caller's company; another company's answers as if it did not exist. */
  private async assertParent(caller: CallerContext, parentType: DocumentParentType, parentId: string) {
    const found = await this.db
      .repository(PARENT_ENTITIES[parentType])
      .createQueryBuilder('p')
      .select('p.id')
      .where('p.companyId = :companyId AND p.id = :parentId', { companyId: caller.companyId, parentId })
      .getOne();
    if (!found) throw new AppException(404, ...PARENT_NOT_FOUND[parentType]);
  }

  private async find(caller: CallerContext, id: string, lock = false): Promise<DocumentEntity> {
    const query = this.visible(caller).andWhere('d.id = :id', { id });
    if (lock) query.setLock('pessimistic_write');
    const row = await query.getOne();
    if (!row) throw new DocumentNotFoundException();
    return row;
  }

  /** Every version of each document, newest first, in one query. */
  private async versionsOf(companyId: string, ids: string[]): Promise<Map<string, DocumentVersionEntity[]>> {
    const byDocument = new Map<string, DocumentVersionEntity[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byDocument;
    const rows = await this.versions.find({
      where: { companyId, documentId: In(ids) },
      order: { version: 'DESC' },
    });
    for (const row of rows) byDocument.get(row.documentId)!.push(row);
    return byDocument;
  }
}
