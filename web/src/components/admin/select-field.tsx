/** A fixed choice, given as [value, label] pairs. */
export type Options<T extends string> = readonly (readonly [T, string])[];

interface SelectProps<T extends string> {
  id?: string;
  value: T;
  options: Options<T>;
  /** The ids of its hint and message (a `Field` gives them). */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** A first choice of no value (''), such as “Choose a category”. */
  placeholder?: string | undefined;
  onChange: (value: T) => void;
}

/** A drop-down of fixed choices, its label given elsewhere (a `Field`'s, say). */
export function Select<T extends string>({ id, value, options, describedBy, invalid, placeholder, onChange }: SelectProps<T>) {
  return (
    <select
      id={id}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        onChange(event.target.value as T);
      }}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
}

/** A labelled drop-down of fixed choices, given as [value, label] pairs. */
export function SelectField<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: Options<T>; onChange: (value: T) => void }) {
  return (
    <label>
      {label}
      <Select value={value} options={options} onChange={onChange} />
    </label>
  );
}
