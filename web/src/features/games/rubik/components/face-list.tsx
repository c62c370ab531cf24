import { toFacelets, type Cube } from '../lib/cube';
import { FACES, type Face } from '../lib/facelets';
import type { RubikMessages } from '../messages';

/** Up first and down last, the sides in between going round. */
const ORDER: readonly Face[] = ['U', 'F', 'R', 'B', 'L', 'D'];

/**
 * Each face's nine colours in words, row by row as the face is seen from outside (the top face
 * with the back above it, the bottom one with the front above it): what the picture shows, for
 * a screen reader, behind a toggle so that it does not fill the page.
 */
export function FaceList({ t, cube }: { t: RubikMessages; cube: Cube }) {
  const colors = toFacelets(cube);
  return (
    <details className="rubik-panel rubik-faces">
      <summary className="rubik-faces__summary">{t.facesTitle}</summary>
      <ul className="rubik-faces__list" data-testid="rubik-faces">
        {ORDER.map((face) => {
          const start = 9 * FACES.indexOf(face);
          const rows = [0, 1, 2].map((row) =>
            colors
              .slice(start + 3 * row, start + 3 * row + 3)
              .map((color) => t.colors[color])
              .join(', '),
          );
          return (
            <li key={face}>
              <strong>{t.faceNames[face]}:</strong> {rows.join('; ')}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
