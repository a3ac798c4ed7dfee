// The User Guide's Markdown, kept in web/content/guide/ (one file per section, in reading order).
import type { FeatureId } from '@pm/contracts';

import gettingStarted from '../../../../content/guide/01-getting-started.md?raw';
import dashboard from '../../../../content/guide/02-dashboard.md?raw';
import properties from '../../../../content/guide/03-properties-and-qr-codes.md?raw';
import buildingManager from '../../../../content/guide/04-building-manager.md?raw';
import owners from '../../../../content/guide/05-property-owners.md?raw';
import tenants from '../../../../content/guide/06-tenants-and-invitations.md?raw';
import leases from '../../../../content/guide/07-leases-and-rent.md?raw';
import compliance from '../../../../content/guide/08-compliance-certificates.md?raw';
import maintenance from '../../../../content/guide/09-maintenance-requests.md?raw';
import trades from '../../../../content/guide/10-trade-management-and-dispatch.md?raw';
import calendar from '../../../../content/guide/11-activity-calendar.md?raw';
import documents from '../../../../content/guide/12-documents.md?raw';
import messages from '../../../../content/guide/13-messages.md?raw';
import alerts from '../../../../content/guide/14-alerts.md?raw';
import account from '../../../../content/guide/15-account-and-roles.md?raw';
import installableApp from '../../../../content/guide/16-installable-app.md?raw';
import support from '../../../../content/guide/17-support-and-bug-reports.md?raw';

/**
 * Section id (the anchor) -> its Markdown and the features it describes (services/contracts feature list). A
 * section about planned features opens with "**Coming soon:**"; the guide's tests hold it to that.
 */
export const guideSources: readonly (readonly [id: string, markdown: string, features: readonly FeatureId[]])[] = [
  ['getting-started', gettingStarted, ['companySignUp', 'signIn']],
  ['dashboard', dashboard, ['dashboard']],
  ['properties-and-qr-codes', properties, ['propertyList', 'propertyRecords', 'qrCodes']],
  ['building-manager', buildingManager, ['buildingManager']],
  ['property-owners', owners, ['propertyOwners']],
  ['tenants-and-invitations', tenants, ['tenants']],
  ['leases-and-rent', leases, ['tenancies', 'deposits', 'rent']],
  ['compliance-certificates', compliance, ['compliance', 'complianceAlerts']],
  ['maintenance-requests', maintenance, ['maintenance', 'regularMaintenance']],
  ['trade-management-and-dispatch', trades, ['trades', 'dispatch']],
  ['activity-calendar', calendar, ['activityCalendar']],
  ['documents', documents, ['documents']],
  ['messages', messages, ['messages']],
  ['alerts', alerts, ['alerts']],
  ['account-and-roles', account, ['signIn', 'passwordReset', 'roleVisibility', 'teamManagement']],
  ['installable-app', installableApp, ['installableApp']],
  ['support-and-bug-reports', support, ['supportChat', 'bugReports', 'userGuide']],
];
