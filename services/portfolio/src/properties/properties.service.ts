import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, PortfolioCounts, PropertyBody } from '@pm/contracts';
import { In, Repository } from 'typeorm';
import { pageSize, readCursor, slicePage } from '@pm/kit';
import { PropertyNotFoundException } from './properties.errors';
import { PropertyEntity } from './property.entity';

function toPropertyBody(entity: PropertyEntity): PropertyBody {
  return {
    id: entity.id,
    companyId: entity.companyId,
    reference: entity.reference,
    addressLine1: entity.addressLine1,
    addressLine2: entity.addressLine2,
    city: entity.city,
    postcode: entity.postcode,
    nation: entity.nation,
    type: entity.type,
    bedrooms: entity.bedrooms,
    bathrooms: entity.bathrooms,
    furnished: entity.furnished,
    status: entity.status,
    ownerId: entity.ownerId,
    buildingFactorId: entity.buildingFactorId,
    monthlyRentPence: entity.monthlyRentPence,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

@Injectable()
export class PropertiesService {
  constructor(@InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>) {}

  /** Keyset page ordered by reference, then id (references are unique per company, id breaks no ties but keeps the key total). */
  async list(companyId: string, query: { limit?: number; cursor?: string }): Promise<Page<PropertyBody>> {
    const limit = pageSize(query.limit);
    const after = readCursor(query.cursor);
    const qb = this.properties
      .createQueryBuilder('p')
      .where('p.companyId = :companyId', { companyId })
      .orderBy('p.reference', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit + 1);
    if (after) qb.andWhere('(p.reference, p.id) > (:key, :id)', { key: after.key, id: after.id });
    const [rows, total] = await Promise.all([qb.getMany(), this.properties.countBy({ companyId })]);
    const page = slicePage(rows, limit, (row) => row.reference);
    return { items: page.rows.map(toPropertyBody), nextCursor: page.nextCursor, total };
  }

  /** Batch read in the order asked; ids of other companies or unknown ids are left out. */
  async findMany(companyId: string, ids: string[]): Promise<PropertyBody[]> {
    if (ids.length === 0) return [];
    const rows = await this.properties.findBy({ companyId, id: In(ids) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPropertyBody(row)] : [];
    });
  }

  async get(companyId: string, id: string): Promise<PropertyBody> {
    const row = await this.properties.findOneBy({ companyId, id });
    if (!row) throw new PropertyNotFoundException();
    return toPropertyBody(row);
  }

  async counts(companyId: string): Promise<PortfolioCounts> {
    return { properties: await this.properties.countBy({ companyId }) };
  }
}
