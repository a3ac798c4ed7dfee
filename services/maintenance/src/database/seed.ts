import { DEMO, DEMO_KIND, demoId, type Seed, seedRows } from '@pm/kit';
import { MaintenanceCategoryEntity } from '../maintenance-categories/maintenance-category.entity';
import { MaintenanceRequestEntity } from '../maintenance-requests/maintenance-request.entity';
import { slaDueAt } from '../maintenance-requests/sla';

const agency = DEMO.agencyCompanyId;
const HOUR_MS = 3_600_000;

// prettier-ignore
const CATEGORIES: (Pick<MaintenanceCategoryEntity, 'name' | 'defaultPriority' | 'tradeSkill'> & { n: number })[] = [
  { n: 1, name: 'Plumbing', defaultPriority: 'urgent', tradeSkill: 'plumbing' },
  { n: 2, name: 'Heating & gas', defaultPriority: 'urgent', tradeSkill: 'gas' },
  { n: 3, name: 'Electrical', defaultPriority: 'urgent', tradeSkill: 'electrical' },
  { n: 4, name: 'Damp & mould', defaultPriority: 'routine', tradeSkill: 'damp_proofing' },
  { n: 5, name: 'Roofing', defaultPriority: 'routine', tradeSkill: 'roofing' },
  { n: 6, name: 'Locks & security', defaultPriority: 'emergency', tradeSkill: 'locksmith' },
  { n: 7, name: 'Appliances', defaultPriority: 'routine', tradeSkill: 'appliance_repair' },
  { n: 8, name: 'General repairs', defaultPriority: 'routine', tradeSkill: 'handyperson' },
];

/** The property by its portfolio demo number (NGL-00n). */
type DemoRequest = Pick<MaintenanceRequestEntity, 'title' | 'description' | 'category' | 'priority' | 'status'> & {
  n: number;
  property: number;
  reporter: string | null;
  reportedHoursAgo: number;
};

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

/** Report times are relative to the first run, so the demo always shows live SLAs. */
export const MAINTENANCE_DEMO_SEED: Seed = {
  name: 'maintenance demo data',
  demoOnly: true,
  rows: () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    return [
      seedRows(
        MaintenanceCategoryEntity,
        CATEGORIES.map(({ n, ...category }) => ({
          ...category,
          id: demoId(DEMO_KIND.maintenanceCategory, n),
          companyId: agency,
        })),
      ),
      seedRows(
        MaintenanceRequestEntity,
        REQUESTS.map(({ n, property, reporter, reportedHoursAgo, ...request }) => {
          const reportedAt = new Date(now - reportedHoursAgo * HOUR_MS);
          return {
            ...request,
            id: demoId(DEMO_KIND.maintenanceRequest, n),
            companyId: agency,
            propertyId: demoId(DEMO_KIND.property, property),
            reference: `MR-${String(n).padStart(4, '0')}`,
            reporterUserId: reporter,
            slaDueAt: slaDueAt(request.priority, reportedAt),
            reportedAt,
            createdAt: reportedAt,
          };
        }),
      ),
    ];
  },
};
