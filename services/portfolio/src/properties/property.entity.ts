import type { EpcRating, Nation, PropertyLicence, PropertyStatus, PropertyType } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'property' })
export class PropertyEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') reference!: string;
  @Column('text') addressLine1!: string;
  @Column('text', { nullable: true }) addressLine2!: string | null;
  @Column('text') city!: string;
  @Column('text') postcode!: string;
  @Column('text') nation!: Nation;
  @Column('text') type!: PropertyType;
  @Column('integer') bedrooms!: number;
  @Column('integer') bathrooms!: number;
  @Column('boolean') furnished!: boolean;
  @Column('text') status!: PropertyStatus;
  @Column('uuid', { nullable: true }) ownerId!: string | null;
  @Column('uuid', { nullable: true }) buildingFactorId!: string | null;
  @Column('integer', { nullable: true }) monthlyRentPence!: number | null;
  @Column('text', { nullable: true }) councilTaxBand!: string | null;
  @Column('text', { nullable: true }) epcRating!: EpcRating | null;
  /** Facts the compliance rules read (CMP-02, PropertyFacts); an HMO is the type `hmo`. */
  @Column('boolean') hasGasSupply!: boolean;
  @Column('text') licence!: PropertyLicence;
  @Column('boolean') hasCommonParts!: boolean;
  /** An exemption from the minimum EPC rating is registered (PRS Exemptions Register). */
  @Column('boolean') epcMinimumExempt!: boolean;
  @Column('text', { nullable: true }) notes!: string | null;
  @Column('timestamptz', { nullable: true }) archivedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
