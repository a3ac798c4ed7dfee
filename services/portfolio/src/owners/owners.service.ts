import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, PropertyOwnerBody } from '@pm/contracts';
import { In, Repository } from 'typeorm';
import { pageSize, readCursor, slicePage } from '@pm/kit';
import { OwnerNotFoundException } from './owners.errors';
import { PropertyOwnerEntity } from './property-owner.entity';

function toOwnerBody(entity: PropertyOwnerEntity): PropertyOwnerBody {
  return {
    id: entity.id,
    companyId: entity.companyId,
    name: entity.name,
    email: entity.email,
    phone: entity.phone,
    managementFeePercent: entity.managementFeePercent,
    spendingLimitPence: entity.spendingLimitPence,
  };
}

@Injectable()
export class OwnersService {
  constructor(@InjectRepository(PropertyOwnerEntity) private readonly owners: Repository<PropertyOwnerEntity>) {}

  /** Keyset page ordered by name, then id (names may repeat). */
  async list(companyId: string, query: { limit?: number; cursor?: string }): Promise<Page<PropertyOwnerBody>> {
    const limit = pageSize(query.limit);
    const after = readCursor(query.cursor);
    const qb = this.owners
      .createQueryBuilder('o')
      .where('o.companyId = :companyId', { companyId })
      .orderBy('o.name', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit + 1);
    if (after) qb.andWhere('(o.name, o.id) > (:key, :id)', { key: after.key, id: after.id });
    const [rows, total] = await Promise.all([qb.getMany(), this.owners.countBy({ companyId })]);
    const page = slicePage(rows, limit, (row) => row.name);
    return { items: page.rows.map(toOwnerBody), nextCursor: page.nextCursor, total };
  }

  /** Batch read in the order asked; ids of other companies or unknown ids are left out. */
  async findMany(companyId: string, ids: string[]): Promise<PropertyOwnerBody[]> {
    if (ids.length === 0) return [];
    const rows = await this.owners.findBy({ companyId, id: In(ids) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => {
      const row = byId.get(id);
      return row ? [toOwnerBody(row)] : [];
    });
  }

  async get(companyId: string, id: string): Promise<PropertyOwnerBody> {
    const row = await this.owners.findOneBy({ companyId, id });
    if (!row) throw new OwnerNotFoundException();
    return toOwnerBody(row);
  }
}
