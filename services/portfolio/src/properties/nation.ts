import type { Nation } from '@pm/contracts';

/** Postcode areas wholly or mostly in Scotland (Royal Mail); TD15 (Berwick-upon-Tweed) is in England. */
const SCOTTISH_AREAS = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);
const WELSH_AREAS = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);
/** Districts of border areas that lie in Wales: Deeside (CH5–CH8) and mid Wales (SY15–SY25). */
const WELSH_DISTRICTS: Record<string, (district: number) => boolean> = {
  CH: (district) => district >= 5 && district <= 8,
  SY: (district) => district >= 15 && district <= 25,
};
/** The Channel Islands and the Isle of Man are outside the four nations' letting law. */
const OUTSIDE = new Set(['GY', 'JE', 'IM']);

/**
 * The nation a normalised postcode most likely lies in, from its area (and district on the Welsh and Scottish
 * borders), or null when it cannot say. A guess for the form's default: the nation stays editable (PROP-02),
 * since a few districts straddle a border.
 */
export function nationOfPostcode(postcode: string): Nation | null {
  const match = /^([A-Z]{1,2})(\d{1,2})/.exec(postcode);
  if (!match) return null;
  const area = match[1]!;
  const district = Number(match[2]);
  if (OUTSIDE.has(area)) return null;
  if (area === 'BT') return 'northern_ireland';
  if (area === 'TD' && district === 15) return 'england';
  if (SCOTTISH_AREAS.has(area)) return 'scotland';
  if (WELSH_AREAS.has(area) || WELSH_DISTRICTS[area]?.(district)) return 'wales';
  return 'england';
}
