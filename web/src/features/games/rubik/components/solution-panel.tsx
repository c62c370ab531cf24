import { useId } from 'react';
import { formatMove } from '../lib/notation';
import type { RubikMessages } from '../messages';
import type { SolutionPlayback } from './game-state';

/** The solution's moves, the one just played highlighted, with Play/Pause and Step. */
export function SolutionPanel({ t, solution, onPlay, onStep }: { t: RubikMessages; solution: SolutionPlayback; onPlay: (playing: boolean) => void; onStep: () => void }) {
  const titleId = useId();
  const { moves, next, playing } = solution;
  const done = next >= moves.length;
  const progress = done ? t.solvedBySolution : next === 0 ? t.solutionLength(moves.length) : t.progress(next, moves.length);
  return (
    <section className="rubik-panel rubik-solution" aria-labelledby={titleId}>
      <div className="rubik-solution__head">
        <h2 id={titleId} className="rubik-panel__title">
          {t.solution}
        </h2>
        <p className="rubik-solution__progress" data-testid="rubik-solution-progress">
          {progress}
        </p>
      </div>
      <ol className="rubik-solution__moves">
        {moves.map((move, index) => {
          const state = index === next - 1 ? 'current' : index < next ? 'done' : 'next';
          // The same move may come twice: its place is its identity.
          return (
            <li key={index} className={`rubik-solution__move rubik-solution__move--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {formatMove(move)}
            </li>
          );
        })}
      </ol>
      <div className="rubik-solution__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={done}
          onClick={() => {
            onPlay(!playing);
          }}
        >
          {playing ? t.pause : t.play}
        </button>
        <button type="button" className="button button--secondary" disabled={done || playing} onClick={onStep}>
          {t.step}
        </button>
      </div>
    </section>
  );
}
