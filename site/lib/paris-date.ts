/** Today's date in Paris (`YYYY-MM-DD`): what "today" means for the school's content. */
export function todayInParis(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}
