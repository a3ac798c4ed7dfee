import type { ComplianceAlertCloseReason, ComplianceAlertThreshold, ComplianceItemType } from '@pm/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** CMP-03: one alert of a property's compliance item, raised once and closed once; never deleted. */
@Entity({ name: 'compliance_alert' })
export class ComplianceAlertEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') propertyId!: string;
  @Column('text') itemType!: ComplianceItemType;
  /** The calendar date (YYYY-MM-DD) the alert is about; null for a missing item. */
  @Column('date', { nullable: true }) expiryDate!: string | null;
  @Column('text') threshold!: ComplianceAlertThreshold;
  @Column('timestamptz', { default: () => 'now()' }) raisedAt!: Date;
  @Column('timestamptz', { nullable: true }) closedAt!: Date | null;
  @Column('text', { nullable: true }) closeReason!: ComplianceAlertCloseReason | null;
  /** Who recorded the certificate or exemption that closed it; null when the scan closed it. */
  @Column('uuid', { nullable: true }) closedByUserId!: string | null;
}
