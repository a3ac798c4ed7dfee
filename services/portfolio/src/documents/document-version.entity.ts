import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One upload of a document's file (DOC-01); never changed or removed, so old versions stay downloadable. */
@Entity({ name: 'document_version' })
export class DocumentVersionEntity {
  @PrimaryColumn('uuid') documentId!: string;
  @PrimaryColumn('integer') version!: number;
  @Column('uuid') companyId!: string;
  @Column('text') storageKey!: string;
  @Column('text') fileName!: string;
  @Column('text') contentType!: string;
  @Column('integer') sizeBytes!: number;
  @Column('text') sha256!: string;
  @Column('uuid') uploadedByUserId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) uploadedAt!: Date;
}
