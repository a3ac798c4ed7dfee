import { AppException } from '@pm/kit';

export const contactSubmissionNotFound = () =>
  new AppException(404, 'CONTACT_SUBMISSION_NOT_FOUND', 'Contact submission not found');
