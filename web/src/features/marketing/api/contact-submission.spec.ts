import { emptyContactForm } from '@/lib/contact-form-schema';

import { installFakeFetch } from '../../../../test/fake-fetch';
import { buildContactSubmission, submitContactSubmission } from './contact-submission';

const now = new Date('2025-03-04T10:15:00.000Z');

describe('buildContactSubmission', () => {
  it('[ENT-05] builds {fullName, email, company, phone, message, metadata{submittedFrom, submittedAt ISO, page}}', () => {
    const body = buildContactSubmission(
      {
        fullName: ' Ada Lovelace ',
        email: ' ada@example.co.uk ',
        company: 'Northgate Lettings',
        phone: '020 7946 0000',
        notes: 'We manage 40 flats in Leeds.',
      },
      'request_access',
      '/request-access',
      now,
    );
    expect(body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      company: 'Northgate Lettings',
      phone: '020 7946 0000',
      message: 'We manage 40 flats in Leeds.',
      metadata: { submittedFrom: 'request_access', submittedAt: '2025-03-04T10:15:00.000Z', page: '/request-access' },
    });
  });

  it('[ENT-05] sends blank company and phone as null and a message saying no notes were added', () => {
    const body = buildContactSubmission(
      { ...emptyContactForm, fullName: 'Ada', email: 'ada@example.com', company: '  ' },
      'setup_demo',
      '/company/setup-demo',
      now,
    );
    expect(body.company).toBeNull();
    expect(body.phone).toBeNull();
    expect(body.message).toBe('Demo requested without additional notes.');
    expect(body.metadata.submittedFrom).toBe('setup_demo');
  });
});

describe('submitContactSubmission', () => {
  beforeEach(() => localStorage.clear());

  it('[CALL-11] POSTs the body to /api/contact/contact-submissions without a bearer for a visitor', async () => {
    const fake = installFakeFetch({
      'POST /api/contact/contact-submissions': { status: 201, body: { success: true, data: { id: 'c1' } } },
    });
    const body = buildContactSubmission(
      { ...emptyContactForm, fullName: 'Ada', email: 'ada@example.com' },
      'contact_page',
      '/contact',
      now,
    );
    await expect(submitContactSubmission(body)).resolves.toEqual({ success: true, data: { id: 'c1' } });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body).toEqual(body);
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });
});
