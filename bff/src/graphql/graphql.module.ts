import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyInstance } from 'fastify';
import { BffSettings } from '../config/bff.config';
import { graphqlOptions } from './graphql.options';
import { registerQueryLengthLimit } from './query-length';

@Module({
  imports: [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [BffSettings, ModuleRef],
      useFactory: graphqlOptions,
    }),
  ],
})
export class BffGraphQLModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    registerQueryLengthLimit(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
