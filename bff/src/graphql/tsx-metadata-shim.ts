import 'reflect-metadata';

// tsx (esbuild) emits no decorator metadata, and @nestjs/graphql indexes a method's
// design:paramtypes even when @Args names its type. An empty list stands in for it; the explicit
// type functions on every @Field, @Args and @Query carry the whole schema. Imported by
// emit-schema.ts before any resolver is loaded; harmless where metadata exists.
const getMetadata = Reflect.getMetadata.bind(Reflect);
Reflect.getMetadata = ((key: unknown, target: object, property?: string | symbol) =>
  getMetadata(key, target, property as string | symbol) ??
  (key === 'design:paramtypes' ? [] : undefined)) as typeof Reflect.getMetadata;
