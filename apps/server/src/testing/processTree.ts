import { readdirSync, readFileSync } from "node:fs";

export interface ProcessMemory {
  pid: number;
  /** The command's name (`/proc/PID/comm`): node, flock, cat… */
  name: string;
  rssKb: number;
}

/** The field after the command in `/proc/PID/stat`: the command may hold spaces and parentheses. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function memoryOf(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return {
      pid,
      name: readFileSync(`/proc/${pid}/comm`, "utf8").trim(),
      rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
    };
  } catch {
    return undefined;
  }
}

/**
 * The resident memory of a process and of every process below it (the image worker, the lock
 * holder…), read from /proc (Linux): what a machine must hold for it. Empty once it has ended.
 */
export function processTreeMemory(rootPid: number): ProcessMemory[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== undefined)
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: ProcessMemory[] = [];
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const memory = memoryOf(pid);
    if (!memory) continue;
    tree.push(memory);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export const totalRssMb = (tree: ProcessMemory[]) =>
  tree.reduce((sum, { rssKb }) => sum + rssKb, 0) / 1024;
