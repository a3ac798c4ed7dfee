import type { ComplianceExemptionReason, ComplianceItemType } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One record of a property's compliance item (CMP-01): a certificate, check or licence as issued, or an
 * exemption. Records are never changed or deleted, so the table is the item's history; the current record of a
 * type is the newest, as the rules decide (`assessCompliance`).
 */
@Entity({ name: 'compliance_item' })
export class ComplianceItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') propertyId!: string;
  @Column('text') type!: ComplianceItemType;
  /** Calendar dates (YYYY-MM-DD), kept as strings so no time zone shifts them. */
  @Column('date', { nullable: true }) issuedDate!: string | null;
  @Column('date', { nullable: true }) expiryDate!: string | null;
  @Column('text', { nullable: true }) reference!: string | null;
  /** A document of DOC-01 once documents exist; no foreign key until then. */
  @Column('uuid', { nullable: true }) documentId!: string | null;
  @Column('text', { nullable: true }) exemptReason!: ComplianceExemptionReason | null;
  @Column('text', { nullable: true }) exemptNote!: string | null;
  @Column('uuid') recordedByUserId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) recordedAt!: Date;
}
