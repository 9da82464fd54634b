const pad = (n: number) => String(n).padStart(2, '0');
const num = (field: string) => (/^\d{1,2}$/.test(field) ? Number(field) : null);
const step = (field: string) => {
  const m = /^\*\/(\d{1,2})$/.exec(field);
  return m ? Number(m[1]) : null;
};

/**
 * A cron schedule (`minute hour day-of-month month day-of-week`) in words when it is a simple one: 'Every
 * minute', 'Every 5 minutes', 'Hourly at :05', 'Every 6 hours at :00', 'Daily at 02:30' (in the job's zone).
 * Null for anything else (days of the week or month, lists, ranges): the screen then shows the expression only.
 */
export function describeCron(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  if (dom !== '*' || month !== '*' || dow !== '*') return null;
  const m = num(minute);
  if (hour === '*') {
    if (minute === '*') return 'Every minute';
    const every = step(minute);
    if (every) return every === 1 ? 'Every minute' : `Every ${every} minutes`;
    return m !== null && m < 60 ? `Hourly at :${pad(m)}` : null;
  }
  if (m === null || m > 59) return null;
  const everyHours = step(hour);
  if (everyHours) return everyHours === 1 ? `Hourly at :${pad(m)}` : `Every ${everyHours} hours at :${pad(m)}`;
  const h = num(hour);
  return h !== null && h < 24 ? `Daily at ${pad(h)}:${pad(m)}` : null;
}
