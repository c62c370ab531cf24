import { useEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { TouchGestures, type Gesture } from './gestures';
import { PlayfieldRenderer } from './playfield-renderer';
import type { TetrisSession } from './tetris-session';

function play(session: TetrisSession, gestures: readonly Gesture[]): void {
  for (const gesture of gestures) {
    switch (gesture) {
      case 'left':
      case 'right':
      case 'hardDrop':
        session.act(gesture);
        break;
      case 'rotate':
        session.act('rotateClockwise');
        break;
      case 'softDropStart':
        session.press('down');
        break;
      case 'softDropEnd':
        session.release('down');
        break;
    }
  }
}

/**
 * The canvas the session draws on, sized to its frame at the device's pixel ratio, and played by
 * touch (or mouse) gestures; `children` lie over it (the start, pause and game-over screens). It
 * takes no scrolling gesture (touch-action: none in tetris.css), so the page stays put. It is a
 * stop of the Tab key only while a game is played: the keys do nothing there otherwise.
 */
export function Playfield({
  session,
  canvasRef,
  playing,
  label,
  describedBy,
  children,
}: {
  session: TetrisSession;
  canvasRef: RefObject<HTMLCanvasElement>;
  playing: boolean;
  label: string;
  describedBy: string;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<PlayfieldRenderer | null>(null);
  const pointerRef = useRef<number | null>(null);
  const [gestures] = useState(() => new TouchGestures());

  useEffect(() => {
    const canvas = canvasRef.current;
    const frame = frameRef.current;
    if (canvas === null || frame === null) return;
    const renderer = new PlayfieldRenderer(canvas);
    rendererRef.current = renderer;
    const fit = () => {
      renderer.resize(frame.clientWidth, window.devicePixelRatio || 1);
    };
    fit();
    const detach = session.attach(renderer);
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    // A zoom changes the pixel ratio, and may leave the frame's CSS width as it was.
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      detach();
      rendererRef.current = null;
    };
  }, [session, canvasRef]);

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    const renderer = rendererRef.current;
    if (pointerRef.current !== null || !event.isPrimary || event.button !== 0 || renderer === null) return;
    pointerRef.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
    gestures.down(event.clientX, event.clientY, event.timeStamp, renderer.cellWidth());
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (event.pointerId === pointerRef.current) play(session, gestures.move(event.clientX, event.clientY, event.timeStamp));
  }

  function onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
    if (event.pointerId !== pointerRef.current) return;
    pointerRef.current = null;
    play(session, gestures.up(event.clientX, event.clientY, event.timeStamp));
  }

  function onPointerCancel(event: PointerEvent<HTMLCanvasElement>) {
    if (event.pointerId !== pointerRef.current) return;
    pointerRef.current = null;
    play(session, gestures.cancel());
  }

  return (
    <div className="tetris-well" ref={frameRef}>
      <canvas
        ref={canvasRef}
        className="tetris-well__canvas"
        width={300}
        height={600}
        tabIndex={playing ? 0 : -1}
        role="application"
        aria-label={label}
        aria-describedby={describedBy}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onContextMenu={(event) => {
          event.preventDefault();
        }}
      />
      {children}
    </div>
  );
}
