import type { RightToRentMethod } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** TEN-02: one Right to Rent check of a tenant, as recorded; a new check is a new row, never an edit. */
@Entity({ name: 'tenant_right_to_rent_check' })
export class RightToRentCheckEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') tenantId!: string;
  /** Calendar dates (YYYY-MM-DD), kept as strings so no time zone shifts them. */
  @Column('date') checkedOn!: string;
  @Column('text') method!: RightToRentMethod;
  @Column('text', { nullable: true }) shareCode!: string | null;
  @Column('date', { nullable: true }) expiresOn!: string | null;
  @Column('uuid', { nullable: true }) checkedByUserId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
