import type { MigrationInterface, QueryRunner } from 'typeorm';
import { type ContentCorrection, correctSeededContent } from '../content-corrections';

/**
 * Seeded content that still called tenants, tenancies, deposits, rent payments and owners' statements "coming soon"
 * (issues 11 and 12): they are live; payment reminders by e-mail are still to come (correctSeededContent).
 */
const KB_ANSWERS: readonly ContentCorrection[] = [
  {
    id: '00000000-0000-4000-8402-000000000003',
    from: 'It is a property management platform for UK landlords and letting agents. Today you keep your portfolio in one place: properties with their compliance certificates, documents, utility accounts and QR codes, property owners and building factors, with its own view for your staff, your property owners and your tenants, a dashboard, a User Guide and support chat. Tenancies and rent, maintenance requests, trades people and messages are coming soon.',
    to: 'It is a property management platform for UK landlords and letting agents. Today you keep your portfolio in one place: properties with their compliance certificates, documents, utility accounts and QR codes, property owners with their monthly statements, building factors, tenants with their Right to Rent checks, and tenancies with their rent schedules, deposits, rent payments and arrears, with its own view for your staff, your property owners and your tenants, a dashboard, a User Guide and support chat. Payment reminders by e-mail, maintenance requests, trades people and messages are coming soon.',
  },
  {
    id: '00000000-0000-4000-8402-000000000005',
    from: 'England, Wales, Scotland and Northern Ireland: each property records its nation, because letting law differs between them. Tenancy records for each nation are coming soon: assured periodic tenancies in England (which replaced assured shorthold tenancies on 1 May 2026), occupation contracts in Wales and private residential tenancies in Scotland.',
    to: 'England, Wales, Scotland and Northern Ireland: each property records its nation, because letting law differs between them. Each tenancy follows its nation’s rules: assured periodic tenancies in England (which replaced assured shorthold tenancies on 1 May 2026), occupation contracts in Wales, private residential tenancies in Scotland and private tenancies in Northern Ireland, each with its own deposit cap and protection deadline.',
  },
  {
    id: '00000000-0000-4000-8402-000000000006',
    from: 'Tenancy records are coming soon. They will cover assured periodic tenancies in England (every assured tenancy there has been periodic since 1 May 2026), Welsh occupation contracts, Scottish private residential tenancies, Northern Irish private tenancies, company lets and lodger agreements, with rent weekly, four-weekly, monthly, quarterly or annually.',
    to: 'For a property in England: assured periodic tenancies (every new assured tenancy there has been periodic since 1 May 2026), company lets and lodger licences; in Wales, standard occupation contracts; in Scotland, private residential tenancies; in Northern Ireland, private tenancies. A type that does not belong to the property’s nation is refused. Rent can be weekly, fortnightly, four-weekly, monthly, quarterly or yearly, and each tenancy shows its rent schedule.',
  },
  {
    id: '00000000-0000-4000-8402-00000000000b',
    from: 'Property owners (an agency’s clients) sign in to see the properties they own, with their status, rent and compliance, and the documents the agency shares with them, and nothing of anyone else’s. Each owner’s record holds their management fee and a spending limit for repairs. Repair approvals and monthly statements are coming soon.',
    to: 'Property owners (an agency’s clients) sign in to see the properties they own, with their status, rent and compliance, the tenancies on them, the documents the agency shares with them and their monthly statement (rent received on each property, the management fee and the net due to them, as a page, CSV or PDF), and nothing of anyone else’s. Each owner’s record holds their management fee and a spending limit for repairs. Repair approvals, and repair costs on the statement, are coming soon.',
  },
  {
    id: '00000000-0000-4000-8402-000000000010',
    from: 'Rent is coming soon: active tenancies will generate a rent schedule, payment reminders will go out before and after due dates, and arrears will show on the dashboard. Today each property shows its monthly rent in the property list.',
    to: 'Yes. Each tenancy shows its rent schedule: every due date and amount from its start, with a part period at either end charged by the day and a rent change applied from its date, never to past charges. Staff record each rent payment, part payments included, and it pays the oldest charge still owed; Rent and arrears lists every tenancy’s balance, arrears and days overdue. Tenants see their next rent due and balance on their dashboard, and owners the rent received on their properties. Payment reminders by e-mail are coming soon.',
  },
  {
    id: '00000000-0000-4000-8402-000000000011',
    from: 'Deposit records are coming soon with tenancies: the deposit amount, the protection scheme, the date it was protected and the scheme reference.',
    to: 'Yes. Each tenancy records its deposit: the amount, refused above the legal cap (five weeks’ rent in England, six when the annual rent is £50,000 or more; two months’ rent in Scotland; one month’s in Northern Ireland), a protection scheme of the property’s nation, the dates it was received and protected, the scheme reference and when the prescribed information was served. The tenancy shows the protection deadline (30 days from receipt in England and Wales, 30 working days from the start in Scotland, 28 days in Northern Ireland) and whether it was met.',
  },
  {
    id: '00000000-0000-4000-8402-000000000012',
    from: 'Tenant records are coming soon. Each will hold the date of the tenant’s Right to Rent check and, for a time-limited right, its expiry, so you can see when a follow-up check is due.',
    to: 'Yes, for properties in England, where the checks apply. Each tenant’s record keeps their checks: the date, how it was done (a document seen, a Home Office share code or an identity service provider) and, for a time-limited right, when it ends; the tenant shows as expiring from 28 days before. A tenancy in England cannot be activated until every tenant has a check that covers its start.',
  },
];

const BLOG_SENTENCES: readonly ContentCorrection[] = [
  {
    id: '00000000-0000-4000-8401-000000000003',
    from: 'Tenancy records are coming soon to our platform, each with the deposit amount, the scheme, the date it was protected and the scheme reference, so a missing protection stands out.',
    to: 'In our platform, each tenancy records the deposit amount, the scheme, the dates it was received and protected and the scheme reference, and shows the protection deadline, so a missing protection stands out.',
  },
  {
    id: '00000000-0000-4000-8401-000000000004',
    from: 'Tenant records are coming soon to our platform, each with the date of the Right to Rent check and, for a time-limited right, its expiry, so you can see when a follow-up is due.',
    to: 'In our platform, each tenant’s record keeps their Right to Rent checks and, for a time-limited right, when it ends, and shows the tenant as expiring 28 days before, so you can see when a follow-up is due.',
  },
  {
    id: '00000000-0000-4000-8401-000000000005',
    from: 'Tenancy records for each nation are coming soon to our platform, starting with assured periodic tenancies in England.',
    to: 'Our platform records each tenancy under its nation’s rules, so a new tenancy in England is an assured periodic tenancy with no end date.',
  },
];

export class ContentTenanciesLive1797100000000 implements MigrationInterface {
  name = 'ContentTenanciesLive1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await correctSeededContent(q, 'to', { kbAnswers: KB_ANSWERS, blogSentences: BLOG_SENTENCES });
  }

  async down(q: QueryRunner): Promise<void> {
    await correctSeededContent(q, 'from', { kbAnswers: KB_ANSWERS, blogSentences: BLOG_SENTENCES });
  }
}
