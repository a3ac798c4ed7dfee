import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { MaintenancePriority, MaintenanceStatus } from '@pm/contracts';
import { DEMO, demoId, ServiceConfig } from '@pm/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { slaDueAt } from '../requests/sla';

/**
 * Id kinds of this service's demo records. Demo properties belong to the portfolio seed, which
 * numbers them `demoId(0x201, n)` (NGL-00n); the same kind must be used here.
 */
export const DEMO_KIND = { portfolioProperty: 0x201, request: 0x301, category: 0x302 } as const;

const agency = DEMO.agencyCompanyId;
const HOUR_MS = 3_600_000;

// prettier-ignore
const CATEGORIES: { n: number; name: string; defaultPriority: MaintenancePriority; tradeSkill: string }[] = [
  { n: 1, name: 'Plumbing', defaultPriority: 'urgent', tradeSkill: 'plumbing' },
  { n: 2, name: 'Heating & gas', defaultPriority: 'urgent', tradeSkill: 'gas' },
  { n: 3, name: 'Electrical', defaultPriority: 'urgent', tradeSkill: 'electrical' },
  { n: 4, name: 'Damp & mould', defaultPriority: 'routine', tradeSkill: 'damp_proofing' },
  { n: 5, name: 'Roofing', defaultPriority: 'routine', tradeSkill: 'roofing' },
  { n: 6, name: 'Locks & security', defaultPriority: 'emergency', tradeSkill: 'locksmith' },
  { n: 7, name: 'Appliances', defaultPriority: 'routine', tradeSkill: 'appliance_repair' },
  { n: 8, name: 'General repairs', defaultPriority: 'routine', tradeSkill: 'handyperson' },
];

interface DemoRequest {
  n: number;
  property: number;
  title: string;
  description: string;
  category: string;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  reporter: string | null;
  reportedHoursAgo: number;
}

// prettier-ignore
const REQUESTS: DemoRequest[] = [
  { n: 1, property: 1, title: 'No hot water', description: 'The combi boiler fires up for heating but the hot taps run cold in the kitchen and bathroom.', category: 'Heating & gas', priority: 'urgent', status: 'reported', reporter: DEMO.users.tenant.id, reportedHoursAgo: 3 },
  { n: 2, property: 3, title: 'Front door lock jammed', description: 'Key turns only halfway in the flat entrance door; tenant cannot lock the flat when going out.', category: 'Locks & security', priority: 'emergency', status: 'reported', reporter: null, reportedHoursAgo: 1 },
  { n: 3, property: 2, title: 'Boiler losing pressure', description: 'Pressure gauge drops below 0.5 bar every couple of days; tenants have re-pressurised it three times this week.', category: 'Heating & gas', priority: 'urgent', status: 'triaged', reporter: null, reportedHoursAgo: 20 },
  { n: 4, property: 11, title: 'Mould in bathroom ceiling', description: 'Black mould spreading above the shower despite the extractor fan running; paint starting to flake.', category: 'Damp & mould', priority: 'routine', status: 'offered', reporter: null, reportedHoursAgo: 96 },
  { n: 5, property: 12, title: 'Leaking kitchen tap', description: 'Mixer tap drips constantly from the spout and water pools around the base of the tap.', category: 'Plumbing', priority: 'routine', status: 'scheduled', reporter: null, reportedHoursAgo: 150 },
  { n: 6, property: 5, title: 'Bedroom sockets not working', description: 'Both double sockets in the back bedroom are dead; RCD trips when the hall light is switched on.', category: 'Electrical', priority: 'urgent', status: 'in_progress', reporter: null, reportedHoursAgo: 40 },
  { n: 7, property: 7, title: 'Slipped roof slates', description: 'Two slates have slipped above the rear bedroom after the storm; no leak inside yet.', category: 'Roofing', priority: 'routine', status: 'on_hold', reporter: null, reportedHoursAgo: 240 },
  { n: 8, property: 8, title: 'Washing machine not draining', description: 'The washer stops mid-cycle with water left in the drum and shows error E21.', category: 'Appliances', priority: 'routine', status: 'completed', reporter: null, reportedHoursAgo: 320 },
  { n: 9, property: 1, title: 'Loose bannister', description: 'The bannister rail on the communal stairs moves when leant on; two fixings have pulled out of the wall.', category: 'General repairs', priority: 'routine', status: 'closed', reporter: DEMO.users.tenant.id, reportedHoursAgo: 900 },
  { n: 10, property: 6, title: 'Extractor fan noisy', description: 'Kitchen extractor rattles loudly on the high setting. Tenant has since moved out, so the job is no longer needed.', category: 'Appliances', priority: 'routine', status: 'cancelled', reporter: null, reportedHoursAgo: 500 },
];

async function seed(manager: EntityManager, now: number): Promise<void> {
  for (const category of CATEGORIES) {
    await manager.query(
      `INSERT INTO "maintenance"."maintenance_category" ("id", "company_id", "name", "default_priority", "trade_skill")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [demoId(DEMO_KIND.category, category.n), agency, category.name, category.defaultPriority, category.tradeSkill],
    );
  }
  for (const request of REQUESTS) {
    const reportedAt = new Date(now - request.reportedHoursAgo * HOUR_MS);
    await manager.query(
      `INSERT INTO "maintenance"."maintenance_request"
         ("id", "company_id", "property_id", "reference", "title", "description", "category", "priority", "status",
          "reporter_user_id", "sla_due_at", "reported_at", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT DO NOTHING`,
      [
        demoId(DEMO_KIND.request, request.n),
        agency,
        demoId(DEMO_KIND.portfolioProperty, request.property),
        `MR-${String(request.n).padStart(4, '0')}`,
        request.title,
        request.description,
        request.category,
        request.priority,
        request.status,
        request.reporter,
        slaDueAt(request.priority, reportedAt),
        reportedAt,
      ],
    );
  }
}

/**
 * Applies the maintenance part of the demo seed; safe to run again (fixed ids, existing rows are
 * kept). Report times are relative to the first run, so the demo always shows live SLAs.
 */
export async function seedMaintenanceDemo(dataSource: DataSource): Promise<void> {
  const now = Math.floor(Date.now() / 1000) * 1000;
  await dataSource.transaction((manager) => seed(manager, now));
}

@Injectable()
export class DemoSeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.DEMO_SEED !== '1' || this.config.NODE_ENV === 'production') return;
    await seedMaintenanceDemo(this.dataSource);
    this.logger.log('maintenance demo data is in place');
  }
}
