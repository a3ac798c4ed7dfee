import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { BffSettings } from '../config/bff.config';
import { LoadersFactory } from '../loaders/loaders';
import { LoadersModule } from '../loaders/loaders.module';
import { graphqlOptions } from './graphql.options';

@Module({
  imports: [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [LoadersModule],
      inject: [BffSettings, LoadersFactory],
      useFactory: graphqlOptions,
    }),
  ],
})
export class BffGraphQLModule {}
