import { useId, useState, type SyntheticEvent } from 'react';
import { SOLVED, applyMoves, isSolved } from '../lib/cube';
import { parseMoves, type Move } from '../lib/notation';
import type { RubikMessages } from '../messages';

function isMove(token: string): boolean {
  try {
    parseMoves(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * A sequence typed in notation, applied to the cube as it is, or used as the scramble of a new
 * game (from a solved cube), e.g. to practise a scramble from a competition.
 */
export function SequenceForm({ t, onApply, onScramble }: { t: RubikMessages; onApply: (moves: Move[]) => void; onScramble: (moves: Move[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  /** The typed moves, or null after saying what is wrong with them. */
  function read(): Move[] | null {
    const tokens = text.trim().split(/\s+/).filter((token) => token !== '');
    const wrong = tokens.find((token) => !isMove(token));
    const problem = tokens.length === 0 ? t.emptySequence : wrong === undefined ? null : t.notAMove(wrong);
    setError(problem);
    return problem === null ? parseMoves(tokens.join(' ')) : null;
  }

  function apply(event: SyntheticEvent) {
    event.preventDefault();
    const moves = read();
    if (moves === null) return;
    onApply(moves);
    setText('');
  }

  function scramble() {
    const moves = read();
    if (moves === null) return;
    if (isSolved(applyMoves(SOLVED, moves))) {
      setError(t.leavesSolved);
      return;
    }
    onScramble(moves);
    setText('');
  }

  return (
    <form className="rubik-panel rubik-sequence" onSubmit={apply} noValidate>
      <label htmlFor={inputId} className="rubik-panel__title">
        {t.sequence}
      </label>
      <p id={hintId} className="rubik-sequence__hint">
        {t.sequenceHint}
      </p>
      <input
        id={inputId}
        className="rubik-sequence__input"
        value={text}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error !== null && (
        <p id={errorId} className="rubik-sequence__error">
          {error}
        </p>
      )}
      <div className="rubik-sequence__actions">
        <button type="submit" className="button button--primary">
          {t.apply}
        </button>
        <button type="button" className="button button--secondary" onClick={scramble}>
          {t.scrambleWith}
        </button>
      </div>
    </form>
  );
}
