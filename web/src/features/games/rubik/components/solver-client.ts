/** The page's side of the solver worker: each request is a promise of moves. */
import type { Cube } from '../lib/cube';
import type { Move } from '../lib/notation';

type Question = { type: 'scramble'; seed: number } | { type: 'solve'; cube: Cube };
export type SolverRequest = Question & { id: number };
export type SolverResponse = { id: number } & ({ moves: Move[] } | { error: string });

export interface Solver {
  /** The random-state scramble of `seed`. */
  scramble(seed: number): Promise<Move[]>;
  /** Face turns that solve `cube`, named as it is held. */
  solve(cube: Cube): Promise<Move[]>;
  stop(): void;
}

/** Starts the worker, which builds the solver's tables at once. Browser only. */
export function startSolver(): Solver {
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (moves: Move[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  worker.onmessage = ({ data: response }: MessageEvent<SolverResponse>) => {
    const request = waiting.get(response.id);
    waiting.delete(response.id);
    if ('moves' in response) request?.resolve(response.moves);
    else request?.reject(new Error(response.error));
  };
  worker.onerror = (event) => {
    for (const request of waiting.values()) request.reject(new Error(event.message));
    waiting.clear();
  };
  const ask = (question: Question) =>
    new Promise<Move[]>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...question, id } satisfies SolverRequest);
    });
  return {
    scramble: (seed) => ask({ type: 'scramble', seed }),
    solve: (cube) => ask({ type: 'solve', cube }),
    stop: () => {
      worker.terminate();
    },
  };
}
