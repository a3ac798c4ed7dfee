/**
 * Articles seeded into the blog. The law is stated for England as of November 2026, after the Renters' Rights
 * Act 2025 reforms began on 1 May 2026, with the main differences in Wales, Scotland and Northern Ireland flagged;
 * each article says it is general information, not legal advice.
 */
export interface BlogArticle {
  n: number;
  slug: string;
  title: string;
  description: string;
  /** Days before the seed date the article counts as published, so the order is stable. */
  publishedDaysAgo: number;
  bodyMarkdown: string;
}

const GAS_SAFETY = `Gas is the one area of letting where the law gives landlords no room for judgement: every gas appliance, fitting and flue you provide must be checked every year, and the paperwork must reach your tenants on time. This guide covers the Gas Safety (Installation and Use) Regulations 1998 as they apply in England in November 2026.

## What must be checked

Regulation 36 applies to gas appliances, pipework and flues that you, the landlord, provide in a let home: boilers, gas fires, gas hobs and ovens, and the flues serving them. A **Gas Safe registered engineer** must carry out a safety check at least once every 12 months. Appliances that belong to the tenant are the tenant's responsibility, but you still need to maintain the pipework and any flue you provide.

Separately from the annual check, you must keep everything in a **safe condition** all year round. The annual check is a minimum, not a substitute for repairs when a tenant reports a smell of gas or a boiler fault.

## The gas safety record

After each check the engineer gives you a gas safety record (often still called a CP12). You must:

- give a copy to existing tenants **within 28 days** of the check;
- give a copy to new tenants **before they move in**;
- keep each record for **at least two years**.

For rooms let for less than 28 days, such as some holiday lets, you may display the record in a prominent place instead.

## Checking early without losing time

Since April 2018 you can have the check done up to **two months before** the current record expires and keep the original expiry date, much like an MOT. A check done in early May for a record expiring in late June still runs to the following June. Outside that window, the 12 months start again from the date of the new check.

## If the tenant will not give access

You must take "all reasonable steps" to carry out the check. Give written notice of the appointment, offer alternatives, and keep a record of every attempt: letters, e-mails, texts and missed visits. Never force entry. If access is still refused, your written trail is what shows you did what the law asks.

## What happens if you get it wrong

Failing to carry out the annual check is a criminal offence, enforced by the Health and Safety Executive; it can lead to an unlimited fine or imprisonment, and above all it puts lives at risk. Until 1 May 2026 a missing gas safety record also stopped an English landlord from serving a valid section 21 notice. Section 21 was abolished from that date by the Renters' Rights Act 2025, but the gas safety duties themselves are exactly as they were, and a council can still take action over a hazardous home.

## Carbon monoxide alarms

Since 1 October 2022, landlords in England must fit a carbon monoxide alarm in any room used as living accommodation that has a fixed combustion appliance, such as a gas boiler or a wood burner (gas cookers are excluded), and repair or replace alarms once told they are faulty. A smoke alarm is required on every storey.

## Scotland and Wales

The 1998 regulations apply across Great Britain, so the annual Gas Safe check and the record work the same way in Scotland and Wales. In Scotland, gas safety also forms part of the Repairing Standard; in Wales, the Renting Homes (Wales) Act 2016 makes a gas safety check part of keeping a home fit for human habitation. Northern Ireland has its own equivalent regulations.

## Make the date impossible to miss

Put each property's expiry date in one place, book the engineer a month or more ahead, and make sending the record to the tenant part of closing the job. In our platform, each property carries its gas safety record with its expiry date and the certificate's file, shows it as expiring 30 days before it lapses, and raises an alert on the staff dashboard.

*This article is general information about the law in England as of November 2026, not legal advice.*`;

const EICR = `Electrical faults cause fires and injuries, and since 2020 landlords in England have had a clear legal duty to prove their wiring is safe. The Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 require an inspection at least every five years. Here is what that means in practice in November 2026.

## Who and what is covered

The regulations have applied to new private tenancies in England since 1 July 2020 and to all existing private tenancies since 1 April 2021. They cover the **fixed electrical installation**: wiring, sockets, consumer unit (fuse box), light fittings and permanently connected equipment such as electric showers and extractor fans. Portable appliances you supply are not part of the EICR, although testing them (PAT testing) is good practice.

## The inspection

A **qualified and competent person** must inspect and test the installation against the current edition of the Wiring Regulations (BS 7671) at least every **five years**, or sooner if the previous report says so. The result is an Electrical Installation Condition Report, or EICR. Many landlords use an electrician registered with a competent person scheme, such as NICEIC or NAPIT, which makes it easier to show the inspector's competence.

## Reading the codes

Each observation on the report carries a code:

- **C1**: danger present, risk of injury. Immediate action is needed.
- **C2**: potentially dangerous. Urgent remedial action is needed.
- **FI**: further investigation required without delay.
- **C3**: improvement recommended. Not a failure.

A report with any C1, C2 or FI is unsatisfactory. You must complete the remedial work or investigation **within 28 days**, or sooner if the report says so, and then get written confirmation from the electrician that the work is done.

## Who gets a copy, and when

- Existing tenants: **within 28 days** of the inspection.
- New tenants: **before they move in**.
- Prospective tenants: within 28 days of asking for it.
- The local council: **within 7 days** of a written request.
- The next inspector: keep a copy to give them.

After remedial work, send the written confirmation to the tenant and to the council within 28 days of the work being finished.

## Penalties

Local councils enforce the regulations. They can serve remedial notices, arrange the work themselves and recover the cost, and impose a civil penalty of up to **£30,000** for a breach.

## Scotland and Wales

In **Scotland**, the Repairing Standard has required an EICR at least every five years for some time, together with PAT testing of appliances the landlord provides. In **Wales**, the Renting Homes (Wales) Act 2016 and its fitness regulations require an electrical condition report at least every five years, with a copy given to the contract-holder. Timings for supplying copies differ in detail, so check the rules for the nation the property is in.

## Keeping on top of it

Five years is long enough to forget. Record the inspection date and the date the next one is due for each property, keep the report with the property, and treat any C1, C2 or FI as a job with a 28-day deadline. In our platform, each property carries its EICR with the date the next inspection is due, shows it as expiring 30 days ahead, and raises an alert on the staff dashboard.

*This article is general information about the law in England as of November 2026, not legal advice.*`;

const DEPOSITS = `Taking a deposit protects you against unpaid rent and damage, but in England it comes with a strict deadline: **30 days**. Miss it and the deposit can end up costing you up to three times its value. This is what landlords and agents need to know in November 2026.

## The rule

For an assured tenancy in England (since 1 May 2026 every new private tenancy there is an assured periodic tenancy), the Housing Act 2004 requires that, **within 30 days of receiving a deposit**, you:

1. protect it in one of the three government-approved tenancy deposit schemes; and
2. give the tenant, and anyone who paid the deposit on their behalf, the **prescribed information**.

The 30 days run from the day you receive the money, not from the start of the tenancy. If a deposit is paid in instalments, each payment must be protected.

## The three schemes

The approved schemes are the Deposit Protection Service (DPS), mydeposits and the Tenancy Deposit Scheme (TDS). The DPS offers a free **custodial** scheme, where the scheme holds the money. The others also offer **insured** schemes, where you or your agent keep the money and pay a fee for insurance. All three offer free dispute resolution at the end of the tenancy.

## The prescribed information

This is a set of details the law lists: the amount of the deposit, the address of the property, the scheme's contact details and how it works, how to get the deposit back, what happens if there is a dispute, and the circumstances in which you may keep some or all of it. Schemes provide a template. Get the tenant to sign to confirm receipt, and keep a copy.

## How much you can take

Under the Tenant Fees Act 2019, a tenancy deposit in England is capped at **five weeks' rent** where the annual rent is under £50,000, and **six weeks' rent** where it is £50,000 or more. A holding deposit to reserve a property is capped at one week's rent.

## If you miss the deadline

- The tenant can apply to court, and the court must order you to pay them between **one and three times the deposit**.
- Until 1 May 2026 an unprotected deposit also blocked a section 21 notice. Section 21 was abolished from that date by the Renters' Rights Act 2025; the protection duty and the court's penalty remain, and protection still matters if you need possession on a section 8 ground.

Tenancies that were assured shorthold tenancies became assured periodic tenancies on 1 May 2026 and their deposits stay protected as they were; if the deposit was taken before April 2007 or the tenancy has changed, check whether it needs protecting again.

## At the end of the tenancy

Agree any deductions in writing, backed by the check-in inventory, check-out report and photographs. Deductions must reflect actual loss, allowing for fair wear and tear. Once you and the tenant agree, the deposit must be repaid within 10 days. If you cannot agree, the scheme's adjudication service decides.

## Scotland and Wales

In **Scotland**, deposits must be paid into an approved scheme (SafeDeposits Scotland, Letting Protection Service Scotland or mydeposits Scotland) within **30 working days** of the start of the tenancy, and the tenant must receive the required information in the same period. The deposit cannot exceed two months' rent. A tribunal can order up to three times the deposit for a breach. In **Wales**, the same 30-day rule applies to occupation contracts under the Renting Homes (Wales) Act 2016, using the approved schemes.

## Build it into move-in

Make protection part of the move-in checklist, not something for later. In our platform, each tenancy records the deposit amount, the scheme, the dates it was received and protected and the scheme reference, and shows the protection deadline, so a missing protection stands out.

*This article is general information about the law in England as of November 2026, not legal advice.*`;

const RIGHT_TO_RENT = `Since 2016, every landlord and letting agent in England has had to check that adult tenants have the right to rent before the tenancy starts. The rules are in the Immigration Act 2014, and the Home Office's code of practice sets out how to do the checks. This guide explains them as they stand in November 2026.

## Where the rules apply

Right to Rent checks apply **only in England**. They do not apply to lettings in Scotland, Wales or Northern Ireland.

## Who must be checked

You must check **every adult aged 18 or over** who will live in the property as their only or main home, whether or not they are named on the tenancy agreement. Check everyone in the same way, whatever their nationality or background, so that you do not discriminate. If you use a letting agent, you can agree in writing that the agent carries out the checks and takes on the responsibility.

## When to check

Checks must be done **before the tenancy starts**, and no more than 28 days before it begins. For tenants with a time-limited right to rent, you must carry out a **follow-up check** shortly before their permission runs out, or 12 months after the previous check, whichever is later.

## How to check

There are three ways, depending on the person:

- **Online check with a share code.** Many people, including those with an eVisa or settled or pre-settled status, prove their right to rent online. They give you a share code and their date of birth, and you check on GOV.UK. Since physical biometric residence permits were replaced by eVisas, this is the route for most non-British, non-Irish tenants.
- **Identity service provider (IDSP).** For British and Irish citizens with a valid passport, a certified identity service provider can carry out a digital identity check for you.
- **Manual document check.** You check original documents from the Home Office's lists, such as a British or Irish passport, in the presence of the holder (in person or by live video with the original document in your hands afterwards), make a copy and record the date.

If someone cannot show their right to rent because they have an outstanding application or appeal, use the Home Office's Landlord Checking Service. A positive answer gives you a statutory excuse.

## Keep records

Keep copies of the documents or the online check result, and the date of each check, for the length of the tenancy and **one year after** it ends.

## If a follow-up check fails

If a tenant no longer has the right to rent, you must report it to the Home Office. The Home Office decides what happens next; you should not end the tenancy without taking advice.

## Penalties

Letting to someone without the right to rent, without a statutory excuse, can lead to a civil penalty. Since February 2024 the maximum is **£5,000 per lodger and £10,000 per occupier** for a first breach, rising to **£10,000 per lodger and £20,000 per occupier** for repeat breaches. Knowingly letting to someone who is disqualified is a criminal offence.

## Make follow-ups automatic

The initial check is easy to remember; the follow-up is not. In our platform, each tenant’s record keeps their Right to Rent checks and, for a time-limited right, when it ends, and shows the tenant as expiring 28 days before, so you can see when a follow-up is due.

*This article is general information about the law in England as of November 2026, not legal advice.*`;

const RENTERS_RIGHTS = `The biggest change to private renting in England for more than thirty years is now in force. The Renters' Rights Act 2025 received Royal Assent in October 2025, and its tenancy reforms have applied since **1 May 2026**. This guide sums up what changed for landlords and agents, and what is still to come.

## Every tenancy is now periodic

Since 1 May 2026, new private tenancies in England are **assured periodic tenancies**: they roll on month by month with no end date. Tenancies that were assured shorthold tenancies became assured periodic tenancies on 1 May 2026 automatically, whatever their agreement said about a fixed term. A tenant can end the tenancy by giving **two months' notice** at any time.

## Section 21 has been abolished

"No-fault" evictions under section 21 ended on 1 May 2026. To get possession, a landlord now serves notice under **section 8** and relies on one of the grounds in Schedule 2 to the Housing Act 1988. The grounds were reworked:

- new grounds let a landlord take the home back to **sell** it or for the landlord or close family to **live in**, but not in the first 12 months of a tenancy, and with four months' notice;
- the mandatory rent arrears ground now needs **three months'** arrears, with four weeks' notice;
- anti-social behaviour and breach of the tenancy remain grounds, with their own notice periods.

A court still decides every contested case, so good records of rent, repairs and correspondence matter more than ever.

## Rent increases once a year

Rent can be raised **once a year**, using a **section 13** notice that gives at least two months' notice of the new rent. Rent review clauses no longer work. A tenant who thinks the new rent is above the market can challenge it at the First-tier Tribunal. Landlords and agents must also publish an asking rent and may not invite or accept offers above it: rental bidding is banned.

## Pets, families and benefits

A tenant may ask to keep a pet, and the landlord must not refuse unreasonably and must answer in writing. Refusing to let to someone because they have children or receive benefits is now unlawful.

## What is still to come

Further parts of the Act are being brought in in phases: a **Private Rented Sector Database**, on which landlords and their homes must be registered, a new **landlord ombudsman** that every private landlord must join, and the Decent Homes Standard and Awaab's Law applied to privately rented homes. Councils have stronger powers of investigation and higher civil penalties. Watch GOV.UK for the dates of each phase.

## Wales, Scotland and Northern Ireland

The Act reforms England only. **Wales** has had occupation contracts under the Renting Homes (Wales) Act 2016 since December 2022, where a no-fault notice needs six months' notice and cannot be given in the first six months. **Scotland** has had open-ended private residential tenancies, with no no-fault ground, since December 2017. **Northern Ireland** has its own rules under the Private Tenancies Act (Northern Ireland) 2022, including longer notice to quit periods.

## What to do now

Check that your agreements, notices and processes no longer rely on a fixed term or on section 21, plan rent reviews around the yearly section 13 cycle, and keep evidence that would support a section 8 ground. Our platform records each tenancy under its nation’s rules, so a new tenancy in England is an assured periodic tenancy with no end date.

*This article is general information about the law in England as of November 2026, not legal advice.*`;

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    n: 1,
    slug: 'gas-safety-certificates-what-landlords-must-do-every-12-months',
    title: 'Gas safety certificates: what landlords must do every 12 months',
    description:
      'The annual Gas Safe check, the 28-day rule for giving tenants the record, early renewals and carbon monoxide alarms: landlord gas safety duties in England in 2026.',
    publishedDaysAgo: 40,
    bodyMarkdown: GAS_SAFETY,
  },
  {
    n: 2,
    slug: 'eicr-electrical-safety-checks-every-five-years',
    title: 'EICR: electrical safety checks every five years',
    description:
      'What the 2020 electrical safety regulations require of landlords in England: five-yearly EICRs, C1, C2 and FI codes, 28-day remedial work and who gets a copy.',
    publishedDaysAgo: 30,
    bodyMarkdown: EICR,
  },
  {
    n: 3,
    slug: 'deposit-protection-the-30-day-rule',
    title: 'Deposit protection: the 30-day rule',
    description:
      'Protect a tenancy deposit and give the prescribed information within 30 days, or risk paying up to three times the deposit. The rules in England, with Scotland and Wales.',
    publishedDaysAgo: 20,
    bodyMarkdown: DEPOSITS,
  },
  {
    n: 4,
    slug: 'right-to-rent-checks-explained',
    title: 'Right to Rent checks explained',
    description:
      'Who to check, when, and how: share codes, identity service providers and document checks, follow-up checks and penalties for landlords in England in 2026.',
    publishedDaysAgo: 10,
    bodyMarkdown: RIGHT_TO_RENT,
  },
  {
    n: 5,
    slug: 'renters-rights-what-changes',
    title: "The Renters' Rights Act: what changed on 1 May 2026",
    description:
      'Assured periodic tenancies, section 21 abolished, section 8 grounds, yearly section 13 rent increases, pets and what is still to come: private renting in England since 1 May 2026.',
    publishedDaysAgo: 5,
    bodyMarkdown: RENTERS_RIGHTS,
  },
];
