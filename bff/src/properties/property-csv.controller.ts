import { Controller } from '@nestjs/common';
import { Roles } from '../auth/roles.decorator';
import { CsvTransferRoutes } from '../common/csv-transfer';
import { PropertiesClient } from './properties.client';
import { PropertyFiltersQueryDto } from './property-filters.dto';

/** A portfolio in and out of spreadsheets (issue 11 item 6), for the company's staff; the service checks every row. */
@Controller('api/properties')
@Roles('landlord', 'manager')
export class PropertyCsvController extends CsvTransferRoutes(PropertyFiltersQueryDto, PropertiesClient, 'properties') {}
