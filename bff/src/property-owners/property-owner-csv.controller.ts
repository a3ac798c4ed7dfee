import { Controller } from '@nestjs/common';
import { PROPERTY_OWNER_SORTS, type PropertyOwnerListQuery } from '@pm/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Roles } from '../auth/roles.decorator';
import { CsvTransferRoutes } from '../common/csv-transfer';
import { PropertyOwnersClient } from './property-owners.client';

/** The owner list's search and order as a REST query (OWN-01). */
class OwnerFiltersQueryDto implements PropertyOwnerListQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_OWNER_SORTS) sort?: PropertyOwnerListQuery['sort'];
}

/** Owners in and out of spreadsheets (issue 11 item 6), for the company's staff; bank numbers only go out masked. */
@Controller('api/property-owners')
@Roles('landlord', 'manager')
export class PropertyOwnerCsvController extends CsvTransferRoutes(
  OwnerFiltersQueryDto,
  PropertyOwnersClient,
  'property-owners',
) {}
