import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** A query string's `true`/`false` as booleans; anything else is left for IsBoolean to reject. */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'false' ? false : value === 'true' ? true : value));

/** Trims strings; leaves other types for the validators to reject. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const TrimToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * A number with at most `places` decimal places, exponent forms included. Not class-validator's IsNumber
 * `maxDecimalPlaces`, which misses 6e-323 (no '.') and throws on -5e-324 (a 500 instead of a 400).
 */
export const MaxDecimalPlaces = (places: number, message: string) => {
  const scale = 10 ** places;
  return ValidateBy(
    {
      name: 'maxDecimalPlaces',
      validator: {
        validate: (value) =>
          typeof value === 'number' && Number.isFinite(value) && Math.round(value * scale) / scale === value,
      },
    },
    { message },
  );
};
