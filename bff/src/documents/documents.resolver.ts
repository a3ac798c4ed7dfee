import { Args, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { DocumentBody } from '@pm/contracts';
import { AppException, assertUuid } from '@pm/kit';
import type { GraphQLResolveInfo } from 'graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { SERVICE_CALL_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import { connectionSelection } from '../graphql/selection';
import { Document, DocumentConnection, DocumentVersion } from './document.model';
import { DocumentsArgs } from './documents.args';
import { DocumentsClient } from './documents.client';
import { DocumentFilesService } from './documents.service';
import { UpdateDocumentInput } from './documents.inputs';

const toVersion = (body: DocumentBody['latestVersion']): DocumentVersion => {
  const { storageKey: _key, ...version } = body;
  return Object.assign(new DocumentVersion(), version);
};

const toModel = (body: DocumentBody): Document => {
  const { companyId: _company, latestVersion, versions, ...document } = body;
  return Object.assign(new Document(), {
    ...document,
    latestVersion: toVersion(latestVersion),
    ...(versions ? { versions: versions.map(toVersion) } : {}),
  });
};

/** DOC-01 on GraphQL; the bytes go over REST (DocumentsController). What each role reads is portfolio's (ISO-02). */
@Resolver(() => Document)
export class DocumentsResolver {
  constructor(private readonly client: DocumentsClient) {}

  @Query(() => DocumentConnection, {
    description:
      "The company's documents newest first: staff see all, an owner those marked for owners on their properties " +
      'and owner record, a tenant those marked for tenants on their home',
  })
  documents(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => DocumentsArgs }) args: DocumentsArgs,
  ): Promise<DocumentConnection> {
    const asked = connectionSelection(info);
    const filters = {
      category: args.category ?? undefined,
      parentType: args.parentType ?? undefined,
      parentId: args.parentId ?? undefined,
      from: args.from || undefined,
      to: args.to || undefined,
      q: args.q?.trim() || undefined,
      // A list that shows every version reads them in the same call (one hop), not one call per document.
      versions: asked.nodeFields.has('versions') || undefined,
    };
    return paginate(
      (cursor, limit) => this.client.list(caller, { cursor, limit, count: asked.totalCount, ...filters }),
      args.first,
      args.after,
      toModel,
    );
  }

  /** Null for an unknown id, another company's, or one the caller may not see: the answer never says which. */
  @Query(() => Document, { nullable: true })
  async document(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string) {
    const body = await this.client.find(caller, assertUuid(id));
    return body && toModel(body);
  }

  @Mutation(() => Document, { description: "Changes a document's title, category or visibility (DOC-01)" })
  @Roles('landlord', 'manager')
  async updateDocument(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateDocumentInput }) input: UpdateDocumentInput,
  ): Promise<Document> {
    if (Object.keys(input).length === 0) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Change at least one field');
    }
    return toModel(await this.client.update(caller, assertUuid(id), { ...input }));
  }

  /**
   * Every version, newest first: read with the document or the list that asked for them; fetched here only for a
   * document that came without them (a mutation's answer).
   */
  @ResolveField('versions', () => [DocumentVersion], { complexity: SERVICE_CALL_COST })
  async versions(@CurrentUser() caller: AuthUser, @Parent() document: Document): Promise<DocumentVersion[]> {
    if (document.versions) return document.versions;
    const body = await this.client.find(caller, document.id);
    return body?.versions?.map(toVersion) ?? [];
  }
}

@Resolver(() => DocumentVersion)
export class DocumentVersionsResolver {
  constructor(private readonly files: DocumentFilesService) {}

  /**
   * DOC-02: a link for this user that works for 5 minutes; the download checks again that they may see it. Signed
   * here, with no call to a service: it costs nothing more than a scalar read from its parent.
   */
  @ResolveField('downloadUrl', () => String, { complexity: 0 })
  downloadUrl(@CurrentUser() caller: AuthUser, @Parent() version: DocumentVersion): string {
    return this.files.downloadUrl(caller, version.documentId, version.version);
  }
}
