export interface AggregateNames {
  /** kebab-case, like `singular` (`inspection-reports`). */
  plural: string;
  singular: string;
  Plural: string;
  Singular: string;
  pluralCamel: string;
  singularCamel: string;
  CONSTANT: string;
  /** snake_case singular (`inspection_report`). */
  table: string;
  /** Words for people (`inspection report`). */
  label: string;
  labelPlural: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

const camel = (kebab: string) => {
  const p = pascal(kebab);
  return p[0]!.toLowerCase() + p.slice(1);
};

/** English plural to singular for the regular cases; anything else is given with --singular. */
export function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(ses|xes|ches|shes)$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s') && !plural.endsWith('ss')) return plural.slice(0, -1);
  throw new Error(`Cannot tell the singular of "${plural}": pass --singular`);
}

export function aggregateNames(plural: string, singular = singularOf(plural)): AggregateNames {
  for (const name of [plural, singular]) {
    if (!KEBAB.test(name)) throw new Error(`"${name}" must be kebab-case (letters, digits, dashes)`);
  }
  if (plural === singular) throw new Error('The plural and singular names must differ');
  return {
    plural,
    singular,
    Plural: pascal(plural),
    Singular: pascal(singular),
    pluralCamel: camel(plural),
    singularCamel: camel(singular),
    CONSTANT: singular.replace(/-/g, '_').toUpperCase(),
    table: singular.replace(/-/g, '_'),
    label: singular.replace(/-/g, ' '),
    labelPlural: plural.replace(/-/g, ' '),
  };
}
