import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  METER_READING_KINDS,
  UTILITY_KINDS,
  UTILITY_PAYERS,
  type MeterPhotoContentType,
  type MeterReadingBody,
  type MeterReadingKind,
  type MeterReadingPhotoBody,
  type UtilityAccountBody,
  type UtilityKind,
  type UtilityPayer,
} from '@pm/contracts';
import { enumType } from '../graphql/enum-type';

export const UtilityKindEnum = enumType(UTILITY_KINDS, 'UtilityKind', 'A utility a property has an account for');
export const UtilityPayerEnum = enumType(UTILITY_PAYERS, 'UtilityPayer', 'Who pays the account');
export const MeterReadingKindEnum = enumType(
  METER_READING_KINDS,
  'MeterReadingKind',
  'Why the meter was read: at a move-in, a move-out, or routinely',
);

@ObjectType({ description: "The photo of a meter's register (UTIL-01), re-encoded without its metadata (DOC-02)" })
export class MeterReadingPhoto implements Omit<MeterReadingPhotoBody, 'storageKey'> {
  @Field(() => String, { description: 'image/jpeg, image/png or image/webp: the type the bytes proved' })
  contentType!: MeterPhotoContentType;
  @Field(() => Int, { description: 'Of the stored file, after re-encoding' }) sizeBytes!: number;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field(() => ID, { description: 'The login that attached the photo' }) uploadedByUserId!: string;
  @Field(() => String) uploadedAt!: string;
  /** Whose photo it is: the download link is made from these (not fields of the schema). */
  accountId!: string;
  readingId!: string;
}

@ObjectType({ description: "One reading of an account's meter (UTIL-01)" })
export class MeterReading implements Omit<MeterReadingBody, 'photo'> {
  @Field(() => ID) id!: string;
  @Field(() => ID) accountId!: string;
  @Field(() => String, { description: 'The day the meter was read (YYYY-MM-DD)' }) readOn!: string;
  @Field(() => Float, { description: 'The register as read, to at most 3 decimal places' }) value!: number;
  @Field(() => MeterReadingKindEnum) kind!: MeterReadingKind;
  @Field(() => String, { description: 'Who read the meter, as recorded' }) takenByName!: string;
  @Field(() => ID, { description: 'The login that recorded the reading' }) takenByUserId!: string;
  @Field(() => Boolean, { description: 'Confirmed lower than the previous reading because the meter was replaced' })
  meterReplaced!: boolean;
  @Field(() => MeterReadingPhoto, { nullable: true, description: 'The photo of the meter, if one was taken' })
  photo!: MeterReadingPhoto | null;
  @Field(() => String) createdAt!: string;
}

@ObjectType({ description: "A property's account with a supplier, the council or TV Licensing (UTIL-01)" })
export class UtilityAccount implements Omit<UtilityAccountBody, 'companyId' | 'readings'> {
  @Field(() => ID) id!: string;
  @Field(() => ID) propertyId!: string;
  @Field(() => UtilityKindEnum) kind!: UtilityKind;
  @Field(() => String) supplier!: string;
  @Field(() => String, { nullable: true }) accountNumber!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The MPAN core (electricity, 13 digits) or MPRN (gas, 6 to 10 digits); null for other kinds',
  })
  meterPoint!: string | null;
  @Field(() => UtilityPayerEnum) payer!: UtilityPayer;
  @Field(() => [MeterReading], { description: 'Newest first, the latest 50' }) readings!: MeterReading[];
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
}
