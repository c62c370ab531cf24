/**
 * The solver's own thread: building its tables takes a noticeable time on a phone, and a search
 * up to 100 ms, neither of which should hold up the page. The tables are built as soon as the
 * worker starts, while the player looks at the cube; requests wait for them in the queue.
 */
import { scramble } from '../lib/scramble';
import { prepareSolver, solve } from '../lib/solver';
import type { SolverRequest, SolverResponse } from './solver-client';

prepareSolver();

self.onmessage = ({ data: request }: MessageEvent<SolverRequest>) => {
  let response: SolverResponse;
  try {
    const moves = request.type === 'scramble' ? scramble(request.seed).moves : solve(request.cube);
    response = { id: request.id, moves };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
