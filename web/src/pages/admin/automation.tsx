import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../components/admin/admin-page';
import type { AutomationRule } from '../../features/automation/api/types';
import { RuleDetail } from '../../features/automation/components/rule-detail';
import { EditRuleForm, RuleForm } from '../../features/automation/components/rule-form';
import { RulesList } from '../../features/automation/components/rules-list';
import { categoriesQueryOptions } from '../../features/categories/api/get-categories';
import '../../styles/admin-automation.css';

const listHref = '/admin/automation';
const ruleHref = (id: number) => `?rule=${String(id)}`;
const editHref = (id: number) => `?rule=${String(id)}&edit=1`;

/**
 * `/admin/automation`: the rules that run the site's jobs on a schedule (`?new=1` writes one,
 * `?rule=ID` shows one with its runs, `&edit=1` changes it).
 */
export function AutomationPage() {
  const [params, setParams] = useSearchParams();
  const ruleId = Number(params.get('rule')) || null;
  const creating = ruleId === null && params.get('new') === '1';
  const editing = ruleId !== null && params.get('edit') === '1';
  // A feed import's drafts go to one of the site's categories.
  const categories = useQuery({ ...categoriesQueryOptions('en'), enabled: creating || editing });
  const showRule = (rule: AutomationRule) => {
    setParams({ rule: String(rule.id) });
  };

  return (
    <AdminPage
      title="Automation"
      description="Rules run the site’s jobs on a schedule: publishing, feed imports, trending, digests, backups, rebuilds and reminders. Each rule keeps the time of its own time zone; times here are yours."
      actions={
        creating || editing ? null : (
          <Link className="admin-button admin-button--primary" to="?new=1">
            New rule
          </Link>
        )
      }
    >
      {creating ? (
        <RuleForm
          categories={categories.data ?? []}
          onSaved={showRule}
          onCancel={() => {
            setParams({});
          }}
        />
      ) : editing ? (
        <EditRuleForm
          id={ruleId}
          categories={categories.data ?? []}
          onSaved={showRule}
          onCancel={() => {
            setParams({ rule: String(ruleId) });
          }}
        />
      ) : ruleId !== null ? (
        <>
          <Link className="admin-link automation-back" to={listHref}>
            ← All rules
          </Link>
          <RuleDetail
            id={ruleId}
            editHref={editHref(ruleId)}
            onDeleted={() => {
              setParams({});
            }}
          />
        </>
      ) : (
        <RulesList hrefOf={(rule) => ruleHref(rule.id)} editHrefOf={(rule) => editHref(rule.id)} />
      )}
    </AdminPage>
  );
}
