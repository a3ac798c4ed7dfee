import { AppException } from '@pm/kit';

export const bugReportNotFound = () => new AppException(404, 'BUG_REPORT_NOT_FOUND', 'Bug report not found');

export const screenshotWithoutType = () =>
  new AppException(400, 'VALIDATION_FAILED', 'screenshotKey and screenshotContentType go together', {
    fields: { screenshotContentType: ['screenshotKey and screenshotContentType go together'] },
  });
