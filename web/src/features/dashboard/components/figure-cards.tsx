import { Link } from 'react-router-dom';
import type { Figure } from '../lib/figures';
import { Sparkline } from '../../../components/admin/sparkline';

const ARROW = { up: '↑', down: '↓', level: '→' } as const;
const SPOKEN = { up: 'Up', down: 'Down', level: 'Level,' } as const;

function FigureCard({ figure }: { figure: Figure }) {
  return (
    <li className={`dashboard-figure dashboard-figure--${figure.tone}`}>
      <h3 className="dashboard-figure__label">
        {figure.href ? (
          <Link className="dashboard-figure__link" to={figure.href}>
            {figure.label}
          </Link>
        ) : (
          figure.label
        )}
      </h3>
      <p className="dashboard-figure__value">{figure.value}</p>
      <p className="dashboard-figure__detail">{figure.detail}</p>
      {figure.trend ? (
        <p className={`dashboard-figure__trend dashboard-figure__trend--${figure.trend.direction}`}>
          <span aria-hidden="true">{ARROW[figure.trend.direction]}</span> <span className="visually-hidden">{SPOKEN[figure.trend.direction]} </span>
          {figure.trend.text}
        </p>
      ) : null}
      {figure.daily ? <Sparkline className="dashboard-figure__spark" values={figure.daily} label={`${figure.label} per day`} /> : null}
    </li>
  );
}

/**
 * The row of figures. A figure's name links to the page that acts on it; the whole card is the
 * link's target, so it is easy to hit.
 */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <ul className="dashboard-figures">
      {figures.map((figure) => (
        <FigureCard key={figure.key} figure={figure} />
      ))}
    </ul>
  );
}
