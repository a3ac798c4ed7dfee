import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MaxDecimalPlaces } from './transforms';

class Reading {
  @MaxDecimalPlaces(3, 'Use at most 3 decimal places') value!: unknown;
}

const errorsFor = async (value: unknown) =>
  (await validate(plainToInstance(Reading, { value }))).flatMap((error) => Object.values(error.constraints ?? {}));

describe('MaxDecimalPlaces', () => {
  it.each([0, 12, 1234.5, 0.125, -7.001])('accepts %s', async (value) => {
    expect(await errorsFor(value)).toEqual([]);
  });

  it.each([0.1234, -3e-323, 5e-324, 6e-323, Number.NaN, Number.POSITIVE_INFINITY, '1.5'])(
    'refuses %s with its message, without throwing',
    async (value) => {
      expect(await errorsFor(value)).toEqual(['Use at most 3 decimal places']);
    },
  );
});
