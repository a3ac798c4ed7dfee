import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A building factor (block manager) looking after the common parts of a building (BF-01). */
@Entity({ name: 'building_factor' })
export class BuildingFactorEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) contactName!: string | null;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) addressLine1!: string | null;
  @Column('text', { nullable: true }) addressLine2!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) postcode!: string | null;
  @Column('text', { nullable: true }) fees!: string | null;
  @Column('integer', { nullable: true }) serviceChargePencePerYear!: number | null;
  @Column('text', { nullable: true }) notes!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
