// oidc-provider ships no types; only what the test provider uses is declared.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderAccount {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    findAccount(ctx: unknown, id: string): ProviderAccount | undefined | Promise<ProviderAccount | undefined>;
    [setting: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
