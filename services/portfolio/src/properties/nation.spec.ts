import { nationOfPostcode } from './nation';

describe('nationOfPostcode', () => {
  it.each([
    ['SW1A 1AA', 'england'],
    ['M14 5AL', 'england'],
    ['EH1 1YZ', 'scotland'],
    ['G12 8QQ', 'scotland'],
    ['TD1 1AA', 'scotland'],
    ['TD15 1AA', 'england'],
    ['CF24 4HQ', 'wales'],
    ['LL57 2DG', 'wales'],
    ['CH5 3AA', 'wales'],
    ['CH1 1AA', 'england'],
    ['SY23 1AA', 'wales'],
    ['SY1 1AA', 'england'],
    ['BT1 5GS', 'northern_ireland'],
  ])('[PROP-02] derives the nation of %s: %s', (postcode, nation) => {
    expect(nationOfPostcode(postcode)).toBe(nation);
  });

  it.each(['JE2 3AA', 'GY1 1AA', 'IM1 1AA'])('[PROP-02] leaves %s to be chosen', (postcode) => {
    expect(nationOfPostcode(postcode)).toBeNull();
  });
});
