import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreatePropertyOwnerDto } from './property-owners.dto';

async function feePercentErrors(managementFeePercent: number) {
  const dto = plainToInstance(CreatePropertyOwnerDto, {
    name: 'A. Owner',
    managementFeeKind: 'percent',
    managementFeePercent,
    spendingLimitPence: 0,
  });
  return (await validate(dto)).filter((error) => error.property === 'managementFeePercent');
}

describe('the owner fee percent', () => {
  it.each([0, 8.5, 12.25, 100])('[OWN-01] accepts %s', async (percent) => {
    expect(await feePercentErrors(percent)).toEqual([]);
  });

  it.each([-5e-324, 5e-324, 6e-323, -0.01, 10.005, 100.01, Number.MAX_VALUE])(
    '[OWN-01] refuses %s with the field message, without throwing',
    async (percent) => {
      const errors = await feePercentErrors(percent);
      expect(errors).toHaveLength(1);
      expect(Object.values(errors[0]!.constraints ?? {})).toContain(
        'Enter the fee as a percent from 0 to 100, such as 10 or 8.5',
      );
    },
  );
});
