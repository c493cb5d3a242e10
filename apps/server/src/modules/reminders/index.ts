// The public face of the reminders module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export type { ReminderOutcome, ReminderSender } from './reminders.service';
export {
  remindPrepaidLow,
  remindSeasonPassEnd,
  remindUnpaidDue,
  runReminders,
} from './reminders.service';
