import { Injectable, Logger } from '@nestjs/common';
import type { ComplianceAlertCloseReason, ComplianceAlertScanResult, ComplianceItemStateBody } from '@pm/contracts';
import { Db, JobQueue } from '@pm/kit';
import { alertFor, closeReasonFor } from '../compliance/alert-threshold';
import { type CalendarDate, londonToday } from '../compliance/calendar-date';
import { ComplianceItemsService } from '../compliance-items/compliance-items.service';
import { type AlertActor, ComplianceAlertsService, type RaisedAlert } from './compliance-alerts.service';

const COMPLIANCE_ALERT_SCAN_JOB = 'compliance-alert-scan';

/**
 * Early morning in the UK (05:30 Europe/London, BST or GMT): after the day has turned, before the office opens.
 * Runs once more at each start, so a deployment or an outage overnight does not wait a day.
 */
const DAILY = { cron: '30 5 * * *', timeZone: 'Europe/London', data: {} };

/**
 * CMP-03: the daily scan. For every company, in a transaction of that company, it assesses each property in
 * use with the compliance rules, raises the alerts the items call for (each once ever: the unique index answers
 * a second raise, from another replica or a rerun, with nothing) and closes the open alerts that no longer stand.
 */
@Injectable()
export class ComplianceAlertScan {
  private readonly logger = new Logger('ComplianceAlertScan');

  constructor(
    private readonly db: Db,
    private readonly compliance: ComplianceItemsService,
    private readonly alerts: ComplianceAlertsService,
    jobs: JobQueue,
  ) {
    jobs.define<Record<string, never>>({
      name: COMPLIANCE_ALERT_SCAN_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      retryBackoff: true,
      expireInSeconds: 1800,
      pollingIntervalSeconds: 60,
      schedule: DAILY,
      runAtStart: true,
      handle: async () => {
        const result = await this.scan();
        this.logger.log(`companies ${result.companies}, raised ${result.raised}, closed ${result.closed}`);
      },
    });
  }

  /** `today` is a calendar date in Europe/London; tests pass their own. A company that fails fails the run after the rest. */
  async scan(today: CalendarDate = londonToday()): Promise<ComplianceAlertScanResult> {
    const companies = await this.db.transaction({}, async (manager) => {
      const rows = (await manager.query(
        `SELECT "company_id" FROM "portfolio"."compliance_scan_companies"() AS "company_id"`,
      )) as { company_id: string }[];
      return rows.map((row) => row.company_id);
    });
    const result: ComplianceAlertScanResult = { companies: companies.length, raised: 0, closed: 0 };
    const failures: unknown[] = [];
    for (const companyId of companies) {
      try {
        const done = await this.db.transaction({ companyId }, () => this.scanCompany(companyId, today));
        result.raised += done.raised;
        result.closed += done.closed;
      } catch (error) {
        this.logger.error(`company ${companyId}: ${error instanceof Error ? error.message : String(error)}`);
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} companies were not scanned`);
    return result;
  }

  private async scanCompany(companyId: string, today: CalendarDate): Promise<{ raised: number; closed: number }> {
    const actor: AlertActor = { companyId, userId: null };
    await this.alerts.lockCompany(companyId, 'scan');
    const properties = await this.compliance.companyInUse(companyId, today);
    const items = new Map<string, ComplianceItemStateBody>();
    const wanted: RaisedAlert[] = [];
    for (const property of properties) {
      for (const item of property.items ?? []) {
        items.set(`${property.propertyId}/${item.type}`, item);
        const alert = alertFor(item, today);
        if (alert) wanted.push({ ...alert, propertyId: property.propertyId, itemType: item.type });
      }
    }
    const raised = await this.alerts.raise(actor, wanted);

    const inUse = new Set(properties.map((property) => property.propertyId));
    const wantedOf = new Map(wanted.map((alert) => [`${alert.propertyId}/${alert.itemType}`, alert]));
    const toClose = new Map<ComplianceAlertCloseReason, string[]>();
    for (const alert of await this.alerts.open(companyId)) {
      const key = `${alert.propertyId}/${alert.itemType}`;
      const reason = inUse.has(alert.propertyId)
        ? closeReasonFor(alert, items.get(key), wantedOf.get(key) ?? null)
        : 'archived';
      if (reason) toClose.set(reason, [...(toClose.get(reason) ?? []), alert.id]);
    }
    let closed = 0;
    for (const [reason, ids] of toClose) closed += await this.alerts.close(actor, ids, reason);
    return { raised: raised.length, closed };
  }
}
