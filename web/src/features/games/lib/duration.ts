/** Seconds as m:ss, or h:mm:ss from an hour: the games' timers and the profile's times. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${String(hours)}:${two(minutes)}:${two(s % 60)}` : `${String(minutes)}:${two(s % 60)}`;
}
