// A fixed number of tasks in flight. `add` resolves once the task has a slot (so a
// producer reading a file slows down to the pace of the requests), `drain` once every
// task has settled. A task's failure is the caller's to handle inside the task.
export interface Pool {
  add(task: () => Promise<void>): Promise<void>;
  drain(): Promise<void>;
  readonly active: number;
}

export function createPool(size: number): Pool {
  let active = 0;
  const waiting: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const settle = () => {
    active -= 1;
    waiting.shift()?.();
    if (active === 0) for (const wake of idle.splice(0)) wake();
  };
  return {
    get active() {
      return active;
    },
    async add(task) {
      while (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      void task().then(settle, settle);
    },
    async drain() {
      while (active > 0) await new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
