/**
 * The bench's floor, never part of the product: a plain `node:http` + `pg` server answering the two bench
 * reads with the same bytes as the bff, straight from the same database, with no framework, no auth and no
 * second hop. `npm run bench` runs it in its own process: `tsx scripts/bench/floor.ts <port>`, with
 * FLOOR_DATABASE_URL and FLOOR_COMPANY_ID in the environment.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'pg';

/** The GraphQL document the bench sends to both servers. */
export const PROPERTIES_QUERY = `{ properties(first: 50) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id reference addressLine1 addressLine2 city postcode nation type bedrooms bathrooms furnished status monthlyRentPence hasGasSupply licence hasCommonParts epcRating epcMinimumExempt buildingFactorId archivedAt owner { id name } } } } }`;
/** The REST list the bench asks both servers for. */
export const REST_LIST_PATH = '/api/properties?limit=50';
const PAGE = 50;

interface Row {
  id: string;
  company_id: string;
  reference: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  nation: string;
  type: string;
  bedrooms: number;
  bathrooms: number;
  furnished: boolean;
  status: string;
  owner_id: string | null;
  building_factor_id: string | null;
  monthly_rent_pence: number | null;
  has_gas_supply: boolean;
  licence: string;
  has_common_parts: boolean;
  epc_rating: string | null;
  epc_minimum_exempt: boolean;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
  owner_name: string | null;
}

/** The property facts, as both answers name them. */
const factsOf = (row: Row) => ({
  hasGasSupply: row.has_gas_supply,
  licence: row.licence,
  hasCommonParts: row.has_common_parts,
  epcRating: row.epc_rating,
  epcMinimumExempt: row.epc_minimum_exempt,
});
const archivedAtOf = (row: Row) => row.archived_at?.toISOString() ?? null;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function serve(pool: Pool, companyId: string) {
  const firstPage = async (): Promise<{ rows: Row[]; total: number; nextCursor: string | null }> => {
    const [page, count] = await Promise.all([
      pool.query<Row>(
        `SELECT p.*, o.name AS owner_name FROM portfolio.property p
           LEFT JOIN portfolio.property_owner o ON o.company_id = p.company_id AND o.id = p.owner_id
          WHERE p.company_id = $1 AND p.archived_at IS NULL ORDER BY p.reference, p.id LIMIT $2`,
        [companyId, PAGE + 1],
      ),
      pool.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM portfolio.property WHERE company_id = $1 AND archived_at IS NULL',
        [companyId],
      ),
    ]);
    const rows = page.rows.slice(0, PAGE);
    const last = rows[rows.length - 1];
    const nextCursor = page.rows.length > PAGE && last ? base64url([last.reference, last.id]) : null;
    return { rows, total: count.rows[0]!.total, nextCursor };
  };

  const graphql = async (): Promise<unknown> => {
    const { rows, total, nextCursor } = await firstPage();
    const edges = rows.map((row, i) => ({
      cursor: i === rows.length - 1 && nextCursor ? base64url([nextCursor, 0]) : base64url(['', i + 1]),
      node: {
        id: row.id,
        reference: row.reference,
        addressLine1: row.address_line1,
        addressLine2: row.address_line2,
        city: row.city,
        postcode: row.postcode,
        nation: row.nation,
        type: row.type,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        furnished: row.furnished,
        status: row.status,
        monthlyRentPence: row.monthly_rent_pence,
        ...factsOf(row),
        buildingFactorId: row.building_factor_id,
        archivedAt: archivedAtOf(row),
        owner: row.owner_id ? { id: row.owner_id, name: row.owner_name } : null,
      },
    }));
    const pageInfo = { hasNextPage: nextCursor !== null, endCursor: edges[edges.length - 1]?.cursor ?? null };
    return { data: { properties: { totalCount: total, pageInfo, edges } } };
  };

  const rest = async (): Promise<unknown> => {
    const { rows, total, nextCursor } = await firstPage();
    const data = rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      reference: row.reference,
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      city: row.city,
      postcode: row.postcode,
      nation: row.nation,
      type: row.type,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      furnished: row.furnished,
      status: row.status,
      ownerId: row.owner_id,
      buildingFactorId: row.building_factor_id,
      monthlyRentPence: row.monthly_rent_pence,
      ...factsOf(row),
      archivedAt: archivedAtOf(row),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }));
    return { success: true, data, pageInfo: { nextCursor, total } };
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      let body: string;
      if (request.method === 'POST' && request.url === '/graphql') {
        for await (const chunk of request) void chunk;
        // Apollo Server ends its JSON with a newline.
        body = `${JSON.stringify(await graphql())}\n`;
      } else if (request.method === 'GET' && request.url === REST_LIST_PATH) {
        body = JSON.stringify(await rest());
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  };
}

if (require.main === module) {
  const port = Number(process.argv[2]);
  const pool = new Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
  const handle = serve(pool, process.env.FLOOR_COMPANY_ID!);
  createServer((request, response) => void handle(request, response)).listen(port, '127.0.0.1', () =>
    process.send?.('ready'),
  );
}
