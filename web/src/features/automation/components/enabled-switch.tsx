import type { AutomationRule } from '../api/types';

interface EnabledSwitchProps {
  rule: AutomationRule;
  disabled?: boolean;
  onChange: (enabled: boolean) => void;
}

/** A rule on or off its schedule: a checkbox that is a switch, Space turns it. */
export function EnabledSwitch({ rule, disabled = false, onChange }: EnabledSwitchProps) {
  return (
    <label className="automation-switch">
      <input
        type="checkbox"
        role="switch"
        className="automation-switch__input"
        checked={rule.enabled}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span className="automation-switch__track" aria-hidden="true" />
      <span className="automation-switch__text" aria-hidden="true">
        {rule.enabled ? 'On' : 'Off'}
      </span>
      <span className="visually-hidden">Enabled: {rule.name}</span>
    </label>
  );
}
