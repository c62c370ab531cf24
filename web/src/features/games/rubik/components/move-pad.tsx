import { useId } from 'react';
import { formatMove, type Move } from '../lib/notation';
import type { PadBase, RubikMessages } from '../messages';

type Group = keyof RubikMessages['padGroups'];

const GROUPS: readonly (readonly [Group, readonly PadBase[]])[] = [
  ['faces', ['U', 'D', 'L', 'R', 'F', 'B']],
  ['slices', ['M', 'E', 'S']],
  ['rotations', ['x', 'y', 'z']],
];

/** Clockwise, counterclockwise, half: the order cubers name them in. */
const TURNS = [1, 3, 2] as const;

function PadGroup({ t, group, bases, onMove }: { t: RubikMessages; group: Group; bases: readonly PadBase[]; onMove: (move: Move) => void }) {
  const captionId = useId();
  return (
    <div className="rubik-pad__group" role="group" aria-labelledby={captionId}>
      <p id={captionId} className="rubik-pad__caption">
        {t.padGroups[group]}
      </p>
      <div className="rubik-pad__bases">
        {bases.map((base) => (
          <div key={base} className="rubik-pad__base" data-base={base}>
            {TURNS.map((turns) => {
              const move = { base, turns };
              const notation = formatMove(move);
              return (
                <button
                  key={turns}
                  type="button"
                  className="rubik-pad__move"
                  aria-label={`${notation} (${t.padBases[base]}, ${t.turnNames[turns]})`}
                  onClick={() => {
                    onMove(move);
                  }}
                >
                  {notation}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A button for every turn of a face, a middle slice and the whole cube. */
export function MovePad({ t, onMove }: { t: RubikMessages; onMove: (move: Move) => void }) {
  const titleId = useId();
  return (
    <section className="rubik-panel rubik-pad" aria-labelledby={titleId}>
      <h2 id={titleId} className="rubik-panel__title">
        {t.pad}
      </h2>
      {GROUPS.map(([group, bases]) => (
        <PadGroup key={group} t={t} group={group} bases={bases} onMove={onMove} />
      ))}
    </section>
  );
}
