import type { ServiceName } from '@pm/kit';
import { startTestApp, type RunningApp } from '@pm/kit/testing';
import { AppModule as EngagementAppModule } from '../services/engagement/src/app.module';
import { AppModule as IdentityAppModule } from '../services/identity/src/app.module';
import { AppModule as MaintenanceAppModule } from '../services/maintenance/src/app.module';
import { AppModule as PortfolioAppModule } from '../services/portfolio/src/app.module';

export type ServiceApps = Record<ServiceName, RunningApp> & { close(): Promise<void> };

const MODULES = {
  identity: IdentityAppModule,
  portfolio: PortfolioAppModule,
  maintenance: MaintenanceAppModule,
  engagement: EngagementAppModule,
} as const;

/** The four services over real HTTP on the run's database, each with its own pools, like in production. */
export async function startAllServices(): Promise<ServiceApps> {
  const names = Object.keys(MODULES) as ServiceName[];
  const apps = await Promise.all(names.map((name) => startTestApp(MODULES[name])));
  const byName = Object.fromEntries(names.map((name, i) => [name, apps[i]!])) as Record<ServiceName, RunningApp>;
  return { ...byName, close: async () => void (await Promise.all(apps.map((app) => app.close()))) };
}
