import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { edgesCost } from './complexity';

@ObjectType()
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

/** The Relay connection of a model: `class XConnection extends connectionType(X) {}`, edges named `XEdge`. */
export function connectionType<T>(node: Type<T>) {
  @ObjectType(`${node.name}Edge`)
  class Edge {
    @Field(() => String) cursor!: string;
    @Field(() => node) node!: T;
  }

  @ObjectType({ isAbstract: true })
  abstract class Connection {
    @Field(() => [Edge], { complexity: edgesCost }) edges!: Edge[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
    @Field(() => Int) totalCount!: number;
  }
  return Connection;
}
