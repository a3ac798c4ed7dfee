import { isValidMpanCore, isValidMprn, meterPointProblem, normaliseMeterPoint } from './meter-point';

describe('meter points', () => {
  it('[UTIL-01] accepts an MPAN core whose 13th digit is the check digit', () => {
    // 1·3 + 2·5 + 2·19 + 3·23 + 3·29 + 5·43 + 9·47 + 6·53 = 1163; 1163 mod 11 = 8; 8 mod 10 = 8.
    expect(isValidMpanCore('1200023305968')).toBe(true);
    expect(isValidMpanCore('1600001234565')).toBe(true);
  });

  it('[UTIL-01] takes a sum of 10 mod 11 to the check digit 0', () => {
    // 1·3 + 2·53 = 109; 109 mod 11 = 10; 10 mod 10 = 0.
    expect(isValidMpanCore('1000000000020')).toBe(true);
    expect(isValidMpanCore('1000000000021')).toBe(false);
  });

  it('[UTIL-01] refuses a wrong check digit, a transposition, and anything but 13 digits', () => {
    expect(isValidMpanCore('1200023305967')).toBe(false);
    expect(isValidMpanCore('2100023305968')).toBe(false);
    expect(isValidMpanCore('120002330596')).toBe(false);
    expect(isValidMpanCore('12000233059680')).toBe(false);
    expect(isValidMpanCore('12000233059a8')).toBe(false);
    expect(isValidMpanCore('')).toBe(false);
  });

  it('[UTIL-01] an MPRN is 6 to 10 digits', () => {
    expect(isValidMprn('123456')).toBe(true);
    expect(isValidMprn('1234567890')).toBe(true);
    expect(isValidMprn('12345')).toBe(false);
    expect(isValidMprn('12345678901')).toBe(false);
    expect(isValidMprn('12345a')).toBe(false);
  });

  it('[UTIL-01] reads a number as printed on a bill', () => {
    expect(normaliseMeterPoint('12 0002 3305 968')).toBe('1200023305968');
    expect(normaliseMeterPoint('1234-5678')).toBe('12345678');
  });

  it('[UTIL-01] says per kind what is wrong, in words for the form', () => {
    expect(meterPointProblem('electricity', '1200023305968')).toBeNull();
    expect(meterPointProblem('electricity', null)).toBe('Enter the MPAN core (13 digits)');
    expect(meterPointProblem('electricity', '12345')).toBe('An MPAN core is 13 digits');
    expect(meterPointProblem('electricity', '1200023305967')).toMatch(/check digit/);
    expect(meterPointProblem('gas', '7654321')).toBeNull();
    expect(meterPointProblem('gas', null)).toBe('Enter the MPRN (6 to 10 digits)');
    expect(meterPointProblem('gas', '12345')).toBe('An MPRN is 6 to 10 digits');
    expect(meterPointProblem('water', null)).toBeNull();
    expect(meterPointProblem('broadband', '123456')).toMatch(/Only electricity/);
  });
});
