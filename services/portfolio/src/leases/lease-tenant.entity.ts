import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One tenant of a tenancy (joint tenants share one lease). */
@Entity({ name: 'lease_tenant' })
export class LeaseTenantEntity {
  @PrimaryColumn('uuid') leaseId!: string;
  @PrimaryColumn('uuid') tenantId!: string;
  @Column('uuid') companyId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
