import fs from 'node:fs';

/**
 * The pid of the app process this benchmark started on `port` (tests/support/app-process.ts
 * gives it PORT in its environment and does not say its pid). Linux only (/proc); null elsewhere.
 */
export function appPid(port: number): number | null {
  if (!fs.existsSync('/proc/self/environ')) return null;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      if (fs.readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(name);
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return null;
}

/** Resident memory of process `pid` in bytes (VmRSS), or NaN when it cannot be read. */
export function residentBytes(pid: number | null): number {
  if (pid === null) return Number.NaN;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ

/** CPU time process `pid` has used so far, in seconds (utime + stime), or NaN when it cannot be read. */
export function cpuSeconds(pid: number | null): number {
  if (pid === null) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3 (state) on
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
