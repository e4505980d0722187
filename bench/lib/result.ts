/** What a benchmark answers: one comparison measured in this run, its ratio to the goal, and whether it holds. */
export interface BenchResult {
  name: string;
  ratio: number;
  detail: string;
  goal: string;
  ok: boolean;
}
