const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 125000 -> '£1,250.00'. Money is held in integer pence everywhere. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}
