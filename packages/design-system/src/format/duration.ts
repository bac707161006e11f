/**
 * Tracked time as spec §9 shows it: hours, minutes and seconds (`1h 2m 3s`), leading units that are
 * zero left out (`2m 0s`, `45s`), inner zero units kept (`1h 0m 5s`), `0s` for no time at all.
 * Hours are not folded into days (`25h 0m 0s`). Milliseconds are cut down to whole seconds (a
 * running timer shows a second only once it has passed); negative or not-a-number values count as 0.
 */
export function formatDuration(milliseconds: number | null | undefined): string {
  const ms = milliseconds === null || milliseconds === undefined || !Number.isFinite(milliseconds) ? 0 : milliseconds;
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
