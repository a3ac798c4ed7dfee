import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seeded content that still called the portfolio's live parts "coming soon" (issue 11): compliance certificates
 * and their alerts, documents, owners' records and the Building Manager. Seeds only insert, so databases seeded
 * earlier are corrected here; an answer an admin has edited since is left as it is, and a blog post changes only
 * where it still holds the sentence as seeded.
 */
const KB_ANSWERS: readonly { id: string; from: string; to: string }[] = [
  {
    id: '00000000-0000-4000-8402-000000000003',
    from: 'It is a property management platform for UK landlords and letting agents. Today you keep your property portfolio in one list, with its own view for your staff, your property owners and your tenants, a dashboard, a User Guide and support chat. Tenancies and rent, compliance certificates, maintenance requests, trades people, documents and messages are coming soon.',
    to: 'It is a property management platform for UK landlords and letting agents. Today you keep your portfolio in one place: properties with their compliance certificates, documents, utility accounts and QR codes, property owners and building factors, with its own view for your staff, your property owners and your tenants, a dashboard, a User Guide and support chat. Tenancies and rent, maintenance requests, trades people and messages are coming soon.',
  },
  {
    id: '00000000-0000-4000-8402-000000000009',
    from: 'Compliance certificates are coming soon. Each property will hold its certificates with their renewal periods (gas safety every 12 months, EICR every 5 years, EPC every 10 years, alarm checks, licences, legionella and fire risk assessments), shown as valid, expiring, expired, missing or exempt, with alerts.',
    to: 'Yes. Each property lists the certificates and checks it needs for its nation and facts, with their renewal periods (gas safety every 12 months, EICR every 5 years, EPC every 10 years, alarm checks, licences, legionella and fire risk assessments), each shown as valid, expiring, expired, missing or exempt, with the certificate’s file kept beside it. Items due within 30 or 7 days, expired or missing raise alerts on the staff dashboard. A screen gathering every kind of alert is coming soon.',
  },
  {
    id: '00000000-0000-4000-8402-00000000000b',
    from: 'Property owners (an agency’s clients) sign in to see the properties they own and their status and rent, and nothing of anyone else’s. Repairs, documents, statements and a spending limit for repair approvals are coming soon.',
    to: 'Property owners (an agency’s clients) sign in to see the properties they own, with their status, rent and compliance, and the documents the agency shares with them, and nothing of anyone else’s. Each owner’s record holds their management fee and a spending limit for repairs. Repair approvals and monthly statements are coming soon.',
  },
  {
    id: '00000000-0000-4000-8402-000000000015',
    from: 'The Building Manager is coming soon: it will hold factor and block-management companies with their contacts and fees, linked to the properties they look after.',
    to: 'Yes. The Building Manager holds factor and block-management companies with their contacts, fees and yearly service charge, linked to the properties they look after; a property has at most one.',
  },
];

const BLOG_SENTENCES: readonly { id: string; from: string; to: string }[] = [
  {
    id: '00000000-0000-4000-8401-000000000001',
    from: "Certificate tracking is coming soon to our platform, with each property's gas safety record, its expiry date and an alert before it lapses.",
    to: "In our platform, each property carries its gas safety record with its expiry date and the certificate's file, shows it as expiring 30 days before it lapses, and raises an alert on the staff dashboard.",
  },
  {
    id: '00000000-0000-4000-8401-000000000002',
    from: "Certificate tracking is coming soon to our platform, with each property's EICR and an alert before the next inspection is due.",
    to: 'In our platform, each property carries its EICR with the date the next inspection is due, shows it as expiring 30 days ahead, and raises an alert on the staff dashboard.',
  },
];

async function apply(q: QueryRunner, direction: 'from' | 'to'): Promise<void> {
  const other = direction === 'to' ? 'from' : 'to';
  for (const row of KB_ANSWERS) {
    await q.query(
      `UPDATE "engagement"."kb_article" SET "answer" = $1, "updated_at" = now() WHERE "id" = $2 AND "answer" = $3`,
      [row[direction], row.id, row[other]],
    );
  }
  for (const row of BLOG_SENTENCES) {
    await q.query(
      `UPDATE "engagement"."blog_post"
          SET "body_markdown" = replace("body_markdown", $3, $1), "version" = "version" + 1, "updated_at" = now()
        WHERE "id" = $2 AND strpos("body_markdown", $3) > 0`,
      [row[direction], row.id, row[other]],
    );
  }
}

export class ContentPortfolioLive1796700000000 implements MigrationInterface {
  name = 'ContentPortfolioLive1796700000000';

  async up(q: QueryRunner): Promise<void> {
    await apply(q, 'to');
  }

  async down(q: QueryRunner): Promise<void> {
    await apply(q, 'from');
  }
}
