import fs from 'node:fs';

/**
 * Who used the machine's CPU during a measurement: this benchmark's own processes (this one and
 * every process it started: the server, its picture worker, the uploader) and everything else.
 * The dev machine is shared; a run during someone else's build or browser test is slow for
 * reasons the server cannot help, and this line says so. Linux only (/proc); elsewhere null.
 */
export interface CpuShare {
  ours: number; // cores: this process tree's CPU time per wall-clock second
  others: number; // cores: the rest of the machine's
  cores: number; // the machine's CPUs
}

const TICKS_PER_SECOND = 100; // USER_HZ, which /proc counts in on every Linux the bench runs on

/** Busy ticks of the whole machine: every column of the cpu line of /proc/stat but idle and iowait (steal: other VMs on the host). */
function machineBusyTicks(): number {
  const [, ...columns] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = columns.map(Number);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // user nice system idle iowait irq softirq steal guest guest_nice; guests are already in user and nice.
  return sum(ticks.slice(0, 8)) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
}

/** utime + stime of `root` and all its descendants now alive (fields 14 and 15 of /proc/<pid>/stat). */
function treeTicks(root: number): number {
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3 (state) on
      processes.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = processes.get(at)?.parent ?? 0, hops++) if (at === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, { ticks }] of processes) if (inTree(pid)) total += ticks;
  return total;
}

/** Starts watching; the function it answers tells the CPU share since then (null off Linux). */
export function watchCpuShare(): () => CpuShare | null {
  if (!fs.existsSync('/proc/stat')) return () => null;
  const started = performance.now();
  const machineFrom = machineBusyTicks();
  const oursFrom = treeTicks(process.pid);
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const machine = (machineBusyTicks() - machineFrom) / TICKS_PER_SECOND / seconds;
    const ours = (treeTicks(process.pid) - oursFrom) / TICKS_PER_SECOND / seconds;
    return { ours, others: Math.max(0, machine - ours), cores: fs.readFileSync('/proc/stat', 'utf8').match(/^cpu\d+ /gm)?.length ?? 0 };
  };
}
