import type { Nation, PropertyStatus, PropertyType } from '@pm/contracts';
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
  @Column('text', { nullable: true }) epcRating!: string | null;
  @Column('text', { nullable: true }) notes!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
