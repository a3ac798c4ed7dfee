import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { clearAuthStorage, saveAuthData } from '@/lib/auth-storage';

import { demoUser, fakeJwt, installFakeFetch, type FakeAnswer } from '../../../../test/fake-fetch';
import {
  RecordMeterReadingDocument,
  UtilityAccountsDocument,
  type MeterReadingItemFragment,
  type UtilityAccountItemFragment,
} from '../api/utility-accounts.generated';
import { UtilityAccountsPanel } from './utility-accounts-panel';

const PHOTO_PATH = '/api/utility-accounts/a1/readings/r3/photo';
const reading = (id: string, readOn: string, value: number, photo: MeterReadingItemFragment['photo'] = null) => ({
  __typename: 'MeterReading' as const,
  id,
  readOn,
  value,
  kind: 'routine' as const,
  takenByName: 'Clerk',
  meterReplaced: false,
  photo,
});
const account = (readings: MeterReadingItemFragment[]): UtilityAccountItemFragment => ({
  __typename: 'UtilityAccount',
  id: 'a1',
  propertyId: 'p1',
  kind: 'electricity',
  supplier: 'Octopus Energy',
  accountNumber: null,
  meterPoint: '1200023305968',
  payer: 'tenant',
  readings,
});
const BEFORE = account([reading('r2', '2026-11-01', 19874.5)]);
const RECORDED = account([reading('r3', '2026-11-20', 19901), ...BEFORE.readings]);
const WITH_PHOTO = account([
  reading('r3', '2026-11-20', 19901, {
    __typename: 'MeterReadingPhoto',
    contentType: 'image/jpeg',
    width: 2560,
    height: 1920,
    downloadUrl: `${PHOTO_PATH}?expires=1&signature=s`,
  }),
  ...BEFORE.readings,
]);

const accounts = (item: UtilityAccountItemFragment): MockedResponse => ({
  request: { query: UtilityAccountsDocument, variables: { propertyId: 'p1' } },
  result: { data: { utilityAccounts: [item] } },
});
const record: MockedResponse = {
  request: {
    query: RecordMeterReadingDocument,
    variables: {
      input: {
        accountId: 'a1',
        readOn: '2026-11-20',
        value: 19901,
        kind: 'routine',
        takenByName: 'Clerk',
        meterReplaced: false,
      },
    },
  },
  result: { data: { recordMeterReading: RECORDED } },
};

const meterPhoto = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_0042.jpg', { type: 'image/jpeg' });

/** The bff: photo uploads answered by `upload`, the signed link served as an image. */
function serveBff(upload: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const fake = installFakeFetch({ [`POST ${PHOTO_PATH}`]: typeof upload === 'function' ? upload : () => upload });
  const answer = fake.fetchMock.getMockImplementation()!;
  (fake.fetchMock as jest.Mock).mockImplementation((input: string, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'GET' && input.includes(PHOTO_PATH)
      ? Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['jpeg'])) })
      : answer(input, init),
  );
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/photo'), revokeObjectURL: jest.fn() });
  return fake;
}

async function fillReading(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Record a reading' }));
  const date = screen.getByLabelText(/Date read/);
  await user.clear(date);
  await user.type(date, '2026-11-20');
  await user.type(screen.getByLabelText('Reading'), '19901');
  await user.type(screen.getByLabelText(/Read by/), 'Clerk');
}

function renderPanel(mocks: MockedResponse[], canEdit = true) {
  render(
    <MockedProvider mocks={mocks}>
      <UtilityAccountsPanel propertyId="p1" canEdit={canEdit} />
    </MockedProvider>,
  );
}

describe('RecordMeterReadingForm (UTIL-01, DOC-02)', () => {
  beforeEach(() =>
    saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 3_600_000, user: demoUser }),
  );
  afterEach(() => clearAuthStorage());

  it('[UTIL-01] [DOC-02] records a reading with a photo from the camera: the reading over GraphQL, then the photo over REST, shown as it goes; the list then opens the photo', async () => {
    let finishUpload: (answer: FakeAnswer) => void = () => undefined;
    const fake = serveBff(() => new Promise<FakeAnswer>((resolve) => (finishUpload = resolve)));
    const user = userEvent.setup();
    renderPanel([accounts(BEFORE), record, accounts(WITH_PHOTO)]);
    await fillReading(user);
    const input = screen.getByLabelText('Photo of the meter (optional)');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, meterPhoto());
    await user.click(screen.getByRole('button', { name: 'Save reading' }));

    expect(await screen.findByText('Uploading the photo…')).toHaveAttribute('role', 'status');
    const sent = fake.callsTo('POST', PHOTO_PATH)[0];
    expect((sent!.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(((sent!.body as FormData).get('photo') as File).name).toBe('IMG_0042.jpg');
    finishUpload({ status: 201, body: { success: true, data: {} } });

    const view = await screen.findByRole('button', { name: 'View photo of 20 Nov 2026' });
    expect(screen.queryByRole('button', { name: 'Save reading' })).not.toBeInTheDocument();
    const [newest] = within(screen.getByRole('list', { name: 'Electricity readings' })).getAllByRole('listitem');
    expect(newest).toContainElement(view);
    await user.click(view);
    const image = await within(newest!).findByRole('img', { name: "The meter's photo of the reading of 20 Nov 2026" });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/photo');
    expect(within(newest!).getByRole('link', { name: /Open full size/ })).toHaveAttribute('target', '_blank');
  });

  it('[UTIL-01] [DOC-02] a photo the server refuses leaves the reading saved, shows its message, and sends another photo for the same reading', async () => {
    const answers: FakeAnswer[] = [
      {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          code: 'UNSUPPORTED_FILE_TYPE',
          message: 'The photo must be a JPEG, PNG or WebP image',
          details: { fields: { photo: ['The photo must be a JPEG, PNG or WebP image'] } },
        },
      },
      { status: 201, body: { success: true, data: {} } },
    ];
    const fake = serveBff(() => Promise.resolve(answers.shift()!));
    const user = userEvent.setup();
    renderPanel([accounts(BEFORE), record, accounts(WITH_PHOTO)]);
    await fillReading(user);
    await user.upload(screen.getByLabelText('Photo of the meter (optional)'), meterPhoto());
    await user.click(screen.getByRole('button', { name: 'Save reading' }));

    expect(await screen.findByText(/The reading was saved, but not its photo/)).toHaveTextContent(
      'The photo must be a JPEG, PNG or WebP image',
    );
    expect(screen.queryByRole('button', { name: 'Save reading' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo of the meter'), meterPhoto());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument());
    // The same reading both times: the reading itself was recorded once (its one mock would refuse a second).
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      expect.stringContaining(PHOTO_PATH),
      expect.stringContaining(PHOTO_PATH),
    ]);
    expect(await screen.findByRole('button', { name: 'View photo of 20 Nov 2026' })).toBeInTheDocument();
  });

  it('[UTIL-01] says before sending anything that a file is not a photo, or is too large, in the server’s words', async () => {
    const fake = serveBff({ status: 500 });
    const user = userEvent.setup({ applyAccept: false });
    renderPanel([accounts(BEFORE)]);
    await fillReading(user);
    const input = screen.getByLabelText('Photo of the meter (optional)');
    await user.upload(input, new File(['%PDF-1.4'], 'gas.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const huge = meterPhoto();
    Object.defineProperty(huge, 'size', { value: 15 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('Photo is too large: at most 15 MB');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(screen.getByRole('button', { name: 'Save reading' })).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('[UTIL-01] staff add a photo to a reading recorded without one', async () => {
    serveBff({ status: 201, body: { success: true, data: {} } });
    const user = userEvent.setup();
    renderPanel([accounts(RECORDED), accounts(WITH_PHOTO)]);
    await user.click(await screen.findByRole('button', { name: 'Add photo to the reading of 20 Nov 2026' }));
    await user.upload(screen.getByLabelText('Photo of the meter'), meterPhoto());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('button', { name: 'View photo of 20 Nov 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add photo to the reading of 20 Nov 2026/ })).not.toBeInTheDocument();
  });

  it('[ISO-02] someone who may only read opens the photos and adds none', async () => {
    serveBff({ status: 500 });
    const user = userEvent.setup();
    renderPanel([accounts(account([...WITH_PHOTO.readings]))], false);
    await user.click(await screen.findByRole('button', { name: 'View photo of 20 Nov 2026' }));
    expect(await screen.findByRole('img', { name: /photo of the reading of 20 Nov 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add photo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a reading' })).not.toBeInTheDocument();
  });

  it('[DOC-02] a photo link past its 5 minutes is swapped for a fresh one without a word; a photo not shared says so', async () => {
    const fresh = account([
      reading('r3', '2026-11-20', 19901, {
        ...WITH_PHOTO.readings[0]!.photo!,
        downloadUrl: `${PHOTO_PATH}?expires=2&signature=t`,
      }),
      ...BEFORE.readings,
    ]);
    const fake = installFakeFetch({});
    const asked: string[] = [];
    (fake.fetchMock as jest.Mock).mockImplementation((input: string) => {
      asked.push(input);
      if (input.includes('signature=s')) {
        const body = {
          success: false,
          code: 'DOWNLOAD_LINK_INVALID',
          message: 'This download link has expired or is not valid',
        };
        return Promise.resolve({ ok: false, status: 403, text: () => Promise.resolve(JSON.stringify(body)) });
      }
      if (input.includes('signature=t')) {
        const body = { success: false, code: 'NOT_FOUND', message: 'Photo not found' };
        return Promise.resolve({ ok: false, status: 404, text: () => Promise.resolve(JSON.stringify(body)) });
      }
      return Promise.reject(new Error(`unexpected ${input}`));
    });
    const user = userEvent.setup();
    renderPanel([accounts(WITH_PHOTO), accounts(fresh)], false);
    await user.click(await screen.findByRole('button', { name: 'View photo of 20 Nov 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo is not available to you.');
    expect(asked.map((url) => new URL(url, 'http://localhost').searchParams.get('signature'))).toEqual(['s', 't']);
  });
});
