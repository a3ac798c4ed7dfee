import { changedFields, changesAnything } from './field-changes';

describe('the fields an update changes', () => {
  const current = { name: 'Ada', phone: null as string | null, fee: 10, notes: 'x' };

  it('[ISO-04] are those given with a new value, each before and after; undefined means not given', () => {
    const changes = changedFields(['name', 'phone', 'fee', 'notes'], current, {
      name: 'Ada',
      phone: '0113 496 0000',
      fee: 12,
      notes: undefined,
    });
    expect(changes).toEqual({ phone: { from: null, to: '0113 496 0000' }, fee: { from: 10, to: 12 } });
    expect(changesAnything(changes)).toBe(true);
  });

  it('[ISO-04] count a cleared field (null) as a change, and only the fields named', () => {
    const next: Partial<typeof current> = { notes: null as unknown as string, fee: 99 };
    expect(changedFields(['notes'], current, next)).toEqual({
      notes: { from: 'x', to: null },
    });
  });

  it('[ISO-04] show each value as the history may show it', () => {
    const masked = changedFields(['phone'], current, { phone: '07700900123' }, (_field, value) =>
      typeof value === 'string' ? `****${value.slice(-3)}` : value,
    );
    expect(masked).toEqual({ phone: { from: null, to: '****123' } });
  });

  it('[ISO-04] are none when nothing differs', () => {
    expect(changesAnything(changedFields(['name', 'fee'], current, { name: 'Ada', fee: 10 }))).toBe(false);
  });
});
