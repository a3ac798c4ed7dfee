import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsAcceptablePassword, passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('accepts 10+ characters that are not all letters', () => {
    expect(passwordProblem('Password123!')).toBeNull();
    expect(passwordProblem('correcthorse1')).toBeNull();
    expect(passwordProblem('abcdefghi ')).toBeNull();
  });

  it('rejects fewer than 10 characters', () => {
    expect(passwordProblem('Pass12345')).toBe('Password must be at least 10 characters');
    expect(passwordProblem('')).toBe('Password must be at least 10 characters');
  });

  it('rejects passwords made only of letters, including non-ASCII letters', () => {
    expect(passwordProblem('abcdefghijkl')).toMatch(/not only letters/);
    expect(passwordProblem('ÄÖÜäöüßéèàç')).toMatch(/not only letters/);
  });

  it('rejects overly long passwords', () => {
    expect(passwordProblem(`${'a1'.repeat(101)}`)).toMatch(/at most 200/);
  });
});

describe('IsAcceptablePassword', () => {
  class Dto {
    @IsAcceptablePassword() password!: unknown;
  }

  const messages = (password: unknown) =>
    validateSync(plainToInstance(Dto, { password })).flatMap((e) => Object.values(e.constraints ?? {}));

  it('passes a good password and names the broken rule otherwise', () => {
    expect(messages('Password123!')).toEqual([]);
    expect(messages('short1')).toEqual(['Password must be at least 10 characters']);
    expect(messages(12345678901)).toEqual(['Password must be a string']);
  });
});
