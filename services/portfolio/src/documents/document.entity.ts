import type { DocumentCategory, DocumentParentType } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A document of the company on one parent record (DOC-01); its bytes are in its versions. */
@Entity({ name: 'document' })
export class DocumentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') parentType!: DocumentParentType;
  @Column('uuid') parentId!: string;
  @Column('text') category!: DocumentCategory;
  @Column('text') title!: string;
  @Column('boolean', { default: false }) visibleToOwner!: boolean;
  @Column('boolean', { default: false }) visibleToTenant!: boolean;
  @Column('boolean', { default: false }) visibleToTrade!: boolean;
  @Column('uuid') createdByUserId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
