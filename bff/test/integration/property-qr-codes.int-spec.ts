import { ownerDataSource, requestJson, type RunningApp } from '@pm/kit/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { createOwner, createProperty } from '../../../services/portfolio/test/factories';
import { MAX_TICKED } from '../../src/property-qr-codes/property-qr-codes.dto';
import { LABELS_PER_PAGE, qrSvg } from '../../src/property-qr-codes/qr-labels';
import { login, registerCompany, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const PUBLIC_URL = 'https://app.example.com';

describe('bff: property QR codes (PROP-04)', () => {
  let services: Services;
  let bff: RunningApp;
  let staff: Session;
  let companyId: string;
  const tag = `QR${randomBytes(3).toString('hex')}`;
  const ids: string[] = [];

  async function download(path: string, session?: Session) {
    const response = await fetch(`${bff.url}${path}`, { headers: session?.auth ?? {} });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }
  /** pdfkit writes one `/Type /Page` object per page (and one `/Type /Pages` tree). */
  const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), PUBLIC_URL });
    const account = await registerCompany(bff);
    staff = await login(bff, account.email, account.password);
    companyId = staff.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    for (let n = 1; n <= LABELS_PER_PAGE + 1; n += 1) {
      const property = await createProperty(portfolio, companyId, {
        reference: `${tag}-${String(n).padStart(2, '0')}`,
      });
      ids.push(property.id);
    }
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[PROP-04] prints the properties the list filters choose on A4 label sheets, as many pages as they need', async () => {
    const sheet = await download(`/api/properties/qr-codes.pdf?q=${tag}`, staff);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.headers.get('content-disposition')).toBe('attachment; filename="property-qr-codes.pdf"');
    expect(sheet.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(sheet.body)).toBe(2);

    const none = await download(`/api/properties/qr-codes.pdf?q=${tag}&status=under_offer`, staff);
    expect(none.status).toBe(200);
    expect(pageCount(none.body)).toBe(1);
  });

  it('[PROP-04] prints only the ticked properties', async () => {
    const ticked = await download(`/api/properties/qr-codes.pdf?ids=${ids[0]},${ids[1]}`, staff);
    expect(ticked.status).toBe(200);
    expect(pageCount(ticked.body)).toBe(1);
  });

  it('[PROP-04] gives one property its code as SVG and PNG, opening the repair form for it on the public site', async () => {
    const svg = await download(`/api/properties/${ids[0]}/qr-code.svg`, staff);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="${tag}-01-qr-code.svg"`);
    expect(svg.body.toString()).toBe(await qrSvg(`${PUBLIC_URL}/maintenance?report=${ids[0]}`));

    const png = await download(`/api/properties/${ids[0]}/qr-code.png`, staff);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
  });

  it('[PROP-04] refuses bad input with a message', async () => {
    for (const query of ['ids=not-an-id', 'ids=', 'status=sold', `ownerId=${'x'.repeat(40)}`, 'colour=red']) {
      const res = await requestJson(`${bff.url}/api/properties/qr-codes.pdf?${query}`, { headers: staff.auth });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.message).toEqual(expect.any(String));
    }
    const tooMany = Array.from({ length: MAX_TICKED + 1 }, () => randomUUID()).join(',');
    const res = await requestJson(`${bff.url}/api/properties/qr-codes.pdf?ids=${tooMany}`, { headers: staff.auth });
    expect(res.status).toBe(400);
    expect((await download(`/api/properties/not-an-id/qr-code.svg`, staff)).status).toBe(400);
  });

  it('[ISO-02] another company never sees a code of these properties; other roles and visitors are refused', async () => {
    const other = await registerCompany(bff, 'Elsewhere Lettings');
    const otherStaff = await login(bff, other.email, other.password);
    expect((await download(`/api/properties/${ids[0]}/qr-code.svg`, otherStaff)).status).toBe(404);
    expect((await download(`/api/properties/qr-codes.pdf?ids=${ids[0]}`, otherStaff)).status).toBe(404);
    const theirs = await download(`/api/properties/qr-codes.pdf?q=${tag}`, otherStaff);
    expect(pageCount(theirs.body)).toBe(1);

    const portfolio = ownerDataSource(services.portfolio);
    const ownerUser = await createUser(services.identity, { role: 'owner', companyId });
    const owner = await createOwner(portfolio, companyId, { userId: ownerUser.id });
    const owned = await createProperty(portfolio, companyId, { ownerId: owner.id });
    const ownerSession = await login(bff, ownerUser.email, PASSWORD);
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const session =
        role === 'owner'
          ? ownerSession
          : await login(bff, (await createUser(services.identity, { role, companyId })).email, PASSWORD);
      expect((await download(`/api/properties/${owned.id}/qr-code.png`, session)).status).toBe(403);
      expect((await download(`/api/properties/qr-codes.pdf`, session)).status).toBe(403);
    }
    expect((await download(`/api/properties/qr-codes.pdf`)).status).toBe(401);
  });
});
