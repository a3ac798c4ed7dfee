import { ValidateBy } from 'class-validator';
import { isCalendarDate, londonToday } from './calendar-date';

/** A real `YYYY-MM-DD` day, with the form's own message. */
export const IsCalendarDate = (message: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, { message });

/** A calendar date no later than today in Europe/London (a birthday, the day a check was made). */
export const NotAfterToday = (message: string) =>
  ValidateBy(
    {
      name: 'notAfterToday',
      validator: { validate: (value) => isCalendarDate(value) && value <= londonToday() },
    },
    { message },
  );
