export interface NamedPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export function personName({ firstName, lastName, email }: NamedPerson): string {
  return `${firstName} ${lastName}`.trim() || email;
}
