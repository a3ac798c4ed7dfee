import { normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['  sw1a   1aa ', 'SW1A 1AA'],
    ['EH1 1YZ', 'EH1 1YZ'],
    ['eh66ql', 'EH6 6QL'],
    ['BT1 5GS', 'BT1 5GS'],
    ['M1 1AE', 'M1 1AE'],
    ['m14 5tq', 'M14 5TQ'],
    ['LS6 3AG', 'LS6 3AG'],
    ['G12 8QQ', 'G12 8QQ'],
    ['W1A 0AX', 'W1A 0AX'],
    ['CF24 4HQ', 'CF24 4HQ'],
    ['DN55 1PT', 'DN55 1PT'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['gir 0aa', 'GIR 0AA'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'SW1A',
    '1AA',
    'SW1A 1A',
    'SW1A 1AAA',
    'SW1A-1AA',
    'QW1 1AA', // Q never starts a postcode
    'M1 1CA', // C is not used in the inward code
    'M1 IAE', // letter I instead of a digit
    'EH1 1YZ; DROP TABLE',
    '12345',
    'SW1A 1AA SW1A 1AA',
  ])('rejects %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});
