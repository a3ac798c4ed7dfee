import type { ManagementFeeKind } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** numeric comes back from pg as a string; the fee is a small percentage, safe as a JS number. */
const numericTransformer = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity({ name: 'property_owner' })
export class PropertyOwnerEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) addressLine1!: string | null;
  @Column('text', { nullable: true }) addressLine2!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) postcode!: string | null;
  @Column('text', { nullable: true }) bankAccountName!: string | null;
  /** Whole numbers, read only to mask them: no answer, audit entry or log carries them (OWN-01). */
  @Column('text', { nullable: true }) bankSortCode!: string | null;
  @Column('text', { nullable: true }) bankAccountNumber!: string | null;
  @Column('text', { default: 'percent' }) managementFeeKind!: ManagementFeeKind;
  @Column('numeric', { precision: 5, scale: 2, nullable: true, transformer: numericTransformer })
  managementFeePercent!: number | null;
  @Column('integer', { nullable: true }) managementFeeFixedPence!: number | null;
  @Column('integer') spendingLimitPence!: number;
  /** The owner's own login, when they have one: what it may see follows from this row (ISO-02). */
  @Column('uuid', { nullable: true }) userId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
