/**
 * The cube in CSS 3D: 26 cubies of six faces, the outer ones coloured by the stickers, in a
 * perspective the player turns by dragging beside the cube. A drag that starts on a sticker
 * turns that sticker's layer instead. The first move of the queue is animated by turning its
 * layer's cubies, grouped in one element, with the Web Animations API; when it ends, the picture
 * takes the next state, in the same frame.
 */
import { memo, useEffect, useMemo, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { toFacelets, type Cube } from '../lib/cube';
import { STICKERS, type Face, type Vector } from '../lib/facelets';
import type { Move } from '../lib/notation';
import { prefersReducedMotion } from './motion';
import { dragTurn, layerTurnOf, turnTransform, type View } from './turns';

/** From above, with the front and the right face in sight. */
const DEFAULT_VIEW: View = { rx: -25, ry: -35 };
/** A quarter turn's animation (a half turn takes half as long again), shortened while moves wait. */
const QUARTER_MS = 200;
/** How far, in pixels, a drag on a sticker goes before it turns the layer. */
const DRAG_THRESHOLD = 12;
/** Degrees the view turns for each pixel dragged. */
const VIEW_DEGREES_PER_PIXEL = 0.5;
/** The view stops short of looking straight down or up, where left and right would swap. */
const MAX_TILT = 85;

const DIRECTIONS: readonly { name: string; normal: Vector }[] = [
  { name: 'right', normal: [1, 0, 0] },
  { name: 'left', normal: [-1, 0, 0] },
  { name: 'up', normal: [0, 1, 0] },
  { name: 'down', normal: [0, -1, 0] },
  { name: 'front', normal: [0, 0, 1] },
  { name: 'back', normal: [0, 0, -1] },
];

interface Cubie {
  key: string;
  position: Vector;
  /** Each face, with the sticker on it; null for a face inside the cube. */
  faces: readonly { name: string; facelet: number | null }[];
}

const sameVector = (a: Vector, b: Vector) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
const COORDINATES = [-1, 0, 1];

const CUBIES: readonly Cubie[] = COORDINATES.flatMap((x) => COORDINATES.flatMap((y) => COORDINATES.map((z): Vector => [x, y, z])))
  .filter((position) => position.some((c) => c !== 0))
  .map((position) => ({
    key: position.join(),
    position,
    faces: DIRECTIONS.map(({ name, normal }) => {
      const facelet = STICKERS.findIndex((s) => sameVector(s.position, position) && sameVector(s.normal, normal));
      return { name, facelet: facelet < 0 ? null : facelet };
    }),
  }));

function CubieFaces({ cubie, colors }: { cubie: Cubie; colors: readonly Face[] }) {
  const [x, y, z] = cubie.position;
  // CSS's y axis points down.
  const transform = `translate3d(calc(${String(x)} * var(--cubie)), calc(${String(-y)} * var(--cubie)), calc(${String(z)} * var(--cubie)))`;
  return (
    <div className="rubik-cubie" style={{ transform }}>
      {cubie.faces.map(({ name, facelet }) => (
        <div
          key={name}
          className={`rubik-face rubik-face--${name}`}
          data-facelet={facelet ?? undefined}
          data-color={facelet === null ? undefined : colors[facelet]}
        />
      ))}
    </div>
  );
}

/** The cubies, those of the turning layer in the element the animation turns. Kept apart so that turning the view does not redraw them. */
const CubeBody = memo(function CubeBody({ colors, turning, layer }: { colors: readonly Face[]; turning: Move | null; layer: RefObject<HTMLDivElement> }) {
  const turn = turning === null ? null : layerTurnOf(turning.base);
  const inLayer = (cubie: Cubie) => turn?.layers.includes(cubie.position[turn.axis]) === true;
  const draw = (cubie: Cubie) => <CubieFaces key={cubie.key} cubie={cubie} colors={colors} />;
  return (
    <>
      <div className="rubik-cube__layer" ref={layer}>
        {CUBIES.filter(inLayer).map(draw)}
      </div>
      {CUBIES.filter((cubie) => !inLayer(cubie)).map(draw)}
    </>
  );
});

interface Drag {
  pointer: number;
  x: number;
  y: number;
  /** The sticker the drag started on, or null beside the cube. */
  facelet: number | null;
  view: View;
  turned: boolean;
}

export interface CubeViewProps {
  /** The cube as drawn, before `turning`. */
  shown: Cube;
  /** The move being drawn, or null. */
  turning: Move | null;
  /** How many moves wait to be drawn, `turning` included. */
  queued: number;
  /** `turning` has been drawn. */
  onTurned: () => void;
  /** Draw the cube as it is now, without animating the queue (reduced motion). */
  onSettled: () => void;
  /** The player dragged a sticker. */
  onTurn: (move: Move) => void;
  label: string;
  stageLabel: string;
  resetViewLabel: string;
}

export function CubeView({ shown, turning, queued, onTurned, onSettled, onTurn, label, stageLabel, resetViewLabel }: CubeViewProps) {
  const [view, setView] = useState(DEFAULT_VIEW);
  const colors = useMemo(() => toFacelets(shown), [shown]);
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // Read as a turn starts, so that moves queued during it speed up the next ones without restarting it.
  const waiting = useRef(queued);
  useEffect(() => {
    waiting.current = queued;
  });

  useEffect(() => {
    if (turning === null) return;
    const element = layer.current;
    if (element === null || prefersReducedMotion()) {
      onSettled();
      return;
    }
    const duration = ((turning.turns === 2 ? 1.5 : 1) * QUARTER_MS) / Math.min(Math.max(waiting.current, 1), 4);
    const animation = element.animate([{ transform: 'none' }, { transform: turnTransform(turning) }], {
      duration,
      easing: 'ease-in-out',
      fill: 'forwards',
    });
    let current = true;
    // Synchronously, so the next state replaces the turned layer before the browser paints again.
    animation.finished.then(
      () => {
        if (current) flushSync(onTurned);
      },
      () => undefined,
    );
    return () => {
      current = false;
      animation.cancel();
    };
  }, [turning, shown, onTurned, onSettled]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary || event.button !== 0) return;
    const sticker = event.target instanceof Element ? event.target.closest('[data-facelet]') : null;
    const facelet = sticker?.getAttribute('data-facelet');
    drag.current = {
      pointer: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      facelet: facelet === null || facelet === undefined ? null : Number(facelet),
      view,
      turned: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (current?.pointer !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.facelet === null) {
      setView({
        rx: Math.max(-MAX_TILT, Math.min(MAX_TILT, current.view.rx - dy * VIEW_DEGREES_PER_PIXEL)),
        ry: current.view.ry + dx * VIEW_DEGREES_PER_PIXEL,
      });
      return;
    }
    if (current.turned || Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.turned = true;
    const move = dragTurn(current.facelet, dx, dy, view);
    if (move !== null) onTurn(move);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  }

  return (
    <div className="rubik-viewer">
      <div
        className="rubik-stage"
        role="group"
        aria-label={stageLabel}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div className="rubik-cube" role="img" aria-label={label} style={{ transform: `rotateX(${String(view.rx)}deg) rotateY(${String(view.ry)}deg)` }}>
          <CubeBody colors={colors} turning={turning} layer={layer} />
        </div>
      </div>
      <button
        type="button"
        className="rubik-viewer__reset"
        onClick={() => {
          setView(DEFAULT_VIEW);
        }}
      >
        {resetViewLabel}
      </button>
    </div>
  );
}
