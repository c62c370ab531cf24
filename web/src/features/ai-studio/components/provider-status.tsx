import { formatCount } from '../../../components/admin/format';
import type { AiStatus } from '../api/types';
import { budgetShare } from '../lib/runs';

/** The day's tokens used out of the budget, as a bar with its figures beside it. */
function BudgetMeter({ used, budget }: { used: number; budget: number }) {
  const share = budgetShare(used, budget);
  const percent = Math.round(share * 1000) / 10;
  const tone = share >= 1 ? 'spent' : share >= 0.8 ? 'high' : 'ok';
  const text = `${formatCount(used)} of ${formatCount(budget)} tokens used today`;
  return (
    <div className="ai-budget">
      <div className="ai-budget__head">
        <span id="ai-budget-label" className="ai-budget__label">
          Today’s token budget
        </span>
        <span className="ai-budget__figures">
          {text} ({percent.toLocaleString('en')} %)
        </span>
      </div>
      <div
        className={`ai-budget__bar ai-budget__bar--${tone}`}
        role="meter"
        aria-labelledby="ai-budget-label"
        aria-valuemin={0}
        aria-valuemax={budget}
        aria-valuenow={Math.min(used, budget)}
        aria-valuetext={text}
      >
        <span className="ai-budget__fill" style={{ width: `${String(share * 100)}%` }} />
      </div>
      <p className="ai-budget__note">
        {share >= 1 ? 'The budget is spent: AI Studio takes no more requests today. ' : ''}It renews at midnight UTC.
      </p>
    </div>
  );
}

/** The provider AI Studio asks (never its key), and how much of today’s budget is gone. */
export function ProviderStatus({ status }: { status: AiStatus }) {
  return (
    <section className="admin-card ai-provider" aria-labelledby="ai-provider-title">
      <h2 id="ai-provider-title" className="visually-hidden">
        Provider
      </h2>
      <dl className="ai-provider__facts">
        <div>
          <dt>Model</dt>
          <dd className="ai-provider__model">{status.model ?? '—'}</dd>
        </div>
        <div>
          <dt>Provider</dt>
          <dd className="ai-provider__url">{status.base_url ?? '—'}</dd>
        </div>
      </dl>
      <BudgetMeter used={status.tokens_used_today} budget={status.daily_token_budget} />
    </section>
  );
}

/** No provider is configured: what to set, and nothing to ask for. */
export function NotConfigured() {
  return (
    <section className="admin-card admin-card--notice ai-setup" aria-labelledby="ai-setup-title">
      <h2 id="ai-setup-title" className="admin-section-title">
        No AI provider is configured
      </h2>
      <p>AI Studio asks an OpenAI-compatible provider to write. Until the server has one, nothing can be drafted, translated, suggested or summarised here.</p>
      <p>Set these in the server’s environment, then restart the server and its worker:</p>
      <dl className="ai-setup__settings">
        <div>
          <dt>
            <code>NEWS_AI_BASE_URL</code>
          </dt>
          <dd>
            The provider’s OpenAI-compatible endpoint, such as <code>https://api.openai.com/v1</code>, or <code>http://127.0.0.1:11434/v1</code> for Ollama.
          </dd>
        </div>
        <div>
          <dt>
            <code>NEWS_AI_MODEL</code>
          </dt>
          <dd>
            The model to ask, such as <code>gpt-4o-mini</code>.
          </dd>
        </div>
        <div>
          <dt>
            <code>NEWS_AI_API_KEY</code>
          </dt>
          <dd>The provider’s API key (a local Ollama needs none). It is never shown, logged or backed up.</dd>
        </div>
      </dl>
    </section>
  );
}
