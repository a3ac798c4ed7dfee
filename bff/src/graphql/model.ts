/**
 * Models `implement` (a Pick or Omit of) their contract type, so a changed contract field fails the compiler;
 * body fields a model does not declare never reach the schema.
 */
export function toModel<M extends object>(Model: new () => M, body: M): M {
  return Object.assign(new Model(), body);
}
