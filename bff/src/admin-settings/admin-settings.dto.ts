import type { UpdateSettingsRequest } from '@pm/contracts';
import { IsInt, IsOptional, IsString } from 'class-validator';

/**
 * Types only, and no unknown keys (the global pipe forbids them); identity checks the formats and
 * answers 400 with a message per field, which the bff passes on.
 */
export class UpdateSystemSettingsDto implements UpdateSettingsRequest {
  @IsOptional() @IsString({ message: 'whatsappNumber must be a string of digits' }) whatsappNumber?: string;
  @IsOptional() @IsString({ message: 'supportBotUrl must be a string' }) supportBotUrl?: string;
  @IsOptional() @IsInt({ message: 'bugReportCredits must be a whole number' }) bugReportCredits?: number;
}
