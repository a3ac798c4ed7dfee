import { guideSources } from './guide-sources';
import { markdownToText, parseGuideSection, searchGuide, searchTerms } from './guide';

const sections = [
  parseGuideSection('gas', '# Compliance certificates\n\nGas safety is renewed **every 12 months**.'),
  parseGuideSection(
    'repairs',
    '# Maintenance requests\n\n| Priority | Time |\n| --- | --- |\n| Emergency | 24 hours |',
  ),
  parseGuideSection('tenants', '# Tenants and invitations\n\nAn [invitation](/register) link expires.'),
];

describe('parseGuideSection', () => {
  it('takes the "# " line as the title and the rest as the body', () => {
    expect(sections[0]).toMatchObject({ id: 'gas', title: 'Compliance certificates' });
    expect(sections[0]?.body).toBe('Gas safety is renewed **every 12 months**.');
  });

  it('searches the words a reader sees, not Markdown punctuation or link targets', () => {
    expect(markdownToText('An [invitation](/register) **link**')).toBe('An invitation link');
    expect(sections[2]?.searchText).not.toContain('/register');
  });
});

describe('searchGuide', () => {
  it('returns every section for an empty query', () => {
    expect(searchGuide(sections, '   ')).toHaveLength(3);
  });

  it('matches words in titles and bodies, ignoring case', () => {
    expect(searchGuide(sections, 'GAS').map((section) => section.id)).toEqual(['gas']);
    expect(searchGuide(sections, 'maintenance').map((section) => section.id)).toEqual(['repairs']);
    expect(searchGuide(sections, 'emergency 24').map((section) => section.id)).toEqual(['repairs']);
  });

  it('needs every word of the query', () => {
    expect(searchGuide(sections, 'gas emergency')).toEqual([]);
  });

  it('finds nothing for words the guide does not contain', () => {
    expect(searchGuide(sections, 'cryptocurrency')).toEqual([]);
  });

  it('splits the query into distinct lower-case words', () => {
    expect(searchTerms('  Gas  gas SAFETY ')).toEqual(['gas', 'safety']);
  });
});

describe('the User Guide content (web/content/guide)', () => {
  const guide = guideSources.map(([id, markdown]) => parseGuideSection(id, markdown));

  it('covers every area of the product, each section with a title and text', () => {
    expect(guide.map((section) => section.title)).toEqual([
      'Getting started',
      'Dashboard',
      'Properties and QR codes',
      'Building Manager',
      'Property owners',
      'Tenants and invitations',
      'Leases and rent',
      'Compliance certificates',
      'Maintenance requests',
      'Trade management and dispatch',
      'Activity Calendar',
      'Documents',
      'Messages',
      'Alerts',
      'Account and roles',
      'The installable app',
      'Support and bug reports',
    ]);
    for (const section of guide) expect(section.body.length).toBeGreaterThan(200);
  });

  it('states the free trial of 100 days and the legal renewal periods', () => {
    expect(searchGuide(guide, '100 days agreement').map((section) => section.id)).toContain('getting-started');
    const compliance = guide.find((section) => section.id === 'compliance-certificates');
    expect(compliance?.searchText).toMatch(/gas safety every 12 months/);
    expect(compliance?.searchText).toMatch(/eicr\) every 5 years/);
  });
});
