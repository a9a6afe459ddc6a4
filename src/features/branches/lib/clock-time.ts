const TIME = /^(\d{1,2}):([0-5]\d)$/;

/** Minutes since midnight of an "H:MM" or "HH:MM" time (24:00 allowed as the end of a day), or null. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** "9:00", "18:30": how times are written in Uzbekistan in all three languages. */
export function clockText(minutes: number): string {
  const within = ((minutes % 1440) + 1440) % 1440;
  return `${Math.floor(within / 60)}:${String(within % 60).padStart(2, '0')}`;
}
